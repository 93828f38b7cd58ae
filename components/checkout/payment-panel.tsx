"use client";

import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { LanguageLink } from "@/components/i18n/language-link";
import { buttonClass } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useServerSentence } from "@/lib/i18n/use-server-sentence";

export type PanelState = { kind: "busy"; text: string } | { kind: "problem"; text: string; actions?: ReactNode };

/** The card of the payment pages: a spinner with what is happening, or the problem (a server's known sentence in the page's language) and the ways on. */
export function PaymentPanel({ title, state }: { title: string; state: PanelState }) {
  const t = useTranslations("Payment");
  const say = useServerSentence();
  return (
    <section className="flex w-full justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface-raised p-6 text-center shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-fg">{title}</h1>
        {state.kind === "busy" ? (
          <div role="status" className="mt-6 flex flex-col items-center gap-3 text-fg-muted">
            <Spinner size={36} className="text-brand" />
            <p>{state.text}</p>
          </div>
        ) : (
          <div className="mt-6 grid gap-4">
            <p role="alert" className="flex items-start justify-center gap-2 whitespace-pre-line text-danger">
              <AlertIcon size={20} className="mt-0.5 shrink-0" />
              {say(state.text)}
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              {state.actions}
              <LanguageLink href="/checkout" className={buttonClass("outline")}>
                {t("backToCheckout")}
              </LanguageLink>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

/** The 'Try again' button of a payment page. */
export function TryAgain({ onClick }: { onClick: () => void }) {
  const t = useTranslations("Payment");
  return (
    <button type="button" onClick={onClick} className={buttonClass("primary")}>
      {t("tryAgain")}
    </button>
  );
}
