"use client";

import { buttonClass } from "@/components/ui/button";

export function PrintButton() {
  return (
    <button type="button" className={buttonClass("primary", "md", "print:hidden")} onClick={() => window.print()}>
      Print
    </button>
  );
}
