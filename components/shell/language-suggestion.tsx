"use client";

import { usePathname } from "next/navigation";
import { useState } from "react";
import type { LanguageOffer } from "@/lib/i18n/language-options";
import { withLanguagePrefix, withoutLanguagePrefix } from "@/lib/i18n/locale-path";
import { rememberedLanguage, rememberLanguage } from "@/lib/i18n/remembered-language";
import { suggestedLanguage } from "@/lib/i18n/suggested-language";
import { useAnalyticsState } from "@/lib/analytics/use-analytics-state";
import { buttonClass } from "@/components/ui/button";

type Props = { offers: LanguageOffer[]; current: string };

/**
 * A dismissible note, worded in the suggested language, that this page exists in the language the
 * shopper chose before or the browser asks for first. Following it or dismissing it remembers the
 * choice, so it is offered once. It waits while the analytics question is open (same corner on a
 * phone) and never redirects.
 */
export function LanguageSuggestion({ offers, current }: Props) {
  const pathname = usePathname() ?? "/";
  const consent = useAnalyticsState();
  const [suggested, setSuggested] = useState(() =>
    suggestedLanguage({
      offered: offers.map((offer) => offer.code),
      current,
      remembered: rememberedLanguage(document.cookie),
      preferred: navigator.languages ?? [navigator.language],
    }),
  );
  const offer = offers.find((candidate) => candidate.code === suggested);
  const here = offers.find((candidate) => candidate.code === current);
  if (!offer || !here || consent === "pending") return null;

  const href = withLanguagePrefix(offer.prefix, withoutLanguagePrefix(here.prefix, pathname)) + window.location.search;
  const dismiss = () => {
    rememberLanguage(current);
    setSuggested(null);
  };
  return (
    <section
      lang={offer.code}
      aria-label={offer.name}
      className="fixed inset-x-3 bottom-3 z-[900] flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line bg-surface-raised p-4 text-sm text-fg shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-sm"
    >
      <p className="w-full">{offer.offer}</p>
      <a href={href} hrefLang={offer.code} className={buttonClass("primary", "sm")} onClick={() => rememberLanguage(offer.code)}>
        {offer.action}
      </a>
      <button type="button" className={buttonClass("ghost", "sm")} onClick={dismiss}>
        {offer.dismiss}
      </button>
    </section>
  );
}
