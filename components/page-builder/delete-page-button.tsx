"use client";

import { useRouter } from "next/navigation";
import { browserFetch } from "@/lib/api/browser-transport";
import { deleteConsolePage } from "@/lib/api/console/pages";
import type { ConsolePage } from "@/lib/api/schemas/console/pages";
import { buttonClass } from "@/components/ui/button";
import { useConsoleAction } from "@/components/console/use-console-action";

/** Deletes a page after a confirmation; the home page has no such button (and the server refuses it). */
export function DeletePageButton({ page }: { page: ConsolePage }) {
  const router = useRouter();
  const { busy, run } = useConsoleAction();
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={`Delete ${page.name}`}
      className={buttonClass("outline", "sm")}
      onClick={() => {
        if (!window.confirm(`Delete the page ${page.url}, its draft and its versions?`)) return;
        void run(() => deleteConsolePage(browserFetch, page.id), () => router.refresh());
      }}
    >
      Delete
    </button>
  );
}
