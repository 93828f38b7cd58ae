"use client";

import { useRouter } from "next/navigation";
import { buttonClass } from "@/components/ui/button";
import { useConsoleAction } from "./use-console-action";

type Props = { children: string; label: string; question: string; action: () => Promise<{ message: string }> };

/** A console button whose one call runs after the seller confirms `question`; the page is read again after it. */
export function ConfirmedActionButton({ children, label, question, action }: Props) {
  const router = useRouter();
  const { busy, run } = useConsoleAction();
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={label}
      className={buttonClass("outline", "sm")}
      onClick={() => {
        if (!window.confirm(question)) return;
        void run(action, () => router.refresh());
      }}
    >
      {children}
    </button>
  );
}
