"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button";

/** A failed page render: the shell stays, the visitor can retry or go home. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-danger">Something went wrong</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">We couldn&apos;t load this page</h1>
      <p className="mt-3 text-fg-muted">There&apos;s been an error, please try again.{error.digest ? ` (Reference ${error.digest})` : ""}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass("primary")} onClick={() => reset()}>
          Try again
        </button>
        <IntentLink href="/" className={buttonClass("outline")}>
          Go to the home page
        </IntentLink>
      </div>
    </div>
  );
}
