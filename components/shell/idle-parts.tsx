"use client";

import { mountWhenIdle } from "@/components/dialogs/on-demand";

// The frame's parts that show nothing before the page is idle: their code is not in the page's first download.

/** The suggestion to read the page in another language: the page never depends on it, and the server never varies a page by the browser's languages. */
export const LanguageSuggestionWhenIdle = mountWhenIdle(() => import("./language-suggestion").then((module) => module.LanguageSuggestion));

/** The analytics tracker, which waits for the visitor call and the shopper's consent in any case. */
export const VisitorAnalyticsWhenIdle = mountWhenIdle(() => import("@/components/consent/visitor-analytics").then((module) => module.VisitorAnalytics));
