"use client";

import { Suspense } from "react";
import type { LanguageOffer } from "@/lib/i18n/language-options";
import { usePageIdle } from "@/lib/use-page-idle";
import { onDemand } from "@/components/dialogs/on-demand";

const LanguageSuggestion = onDemand(() => import("./language-suggestion").then((module) => module.LanguageSuggestion)).Component;

/**
 * Where the suggestion to read the page in another language may appear. Its code and the reading of
 * the browser's languages wait until the page is loaded and idle: the page itself never depends on
 * them, and the server never varies a page by them.
 */
export function LanguageSuggestionSlot({ offers, current }: { offers: LanguageOffer[]; current: string }) {
  const idle = usePageIdle();
  return <Suspense fallback={null}>{idle && <LanguageSuggestion offers={offers} current={current} />}</Suspense>;
}
