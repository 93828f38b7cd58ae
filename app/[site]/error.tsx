"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useEffect } from "react";
import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";

/** A failed page render: the shell stays, the visitor can retry or go home, in the page's language. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("Shell");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-danger">{t("errorLabel")}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{t("errorTitle")}</h1>
      <p className="mt-3 text-fg-muted">
        {t("errorText")}
        {error.digest ? t("errorReference", { digest: error.digest }) : ""}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass("primary")} onClick={() => reset()}>
          {t("tryAgain")}
        </button>
        <IntentLink href="/" className={buttonClass("outline")}>
          {t("goHome")}
        </IntentLink>
      </div>
    </div>
  );
}
