"use client";
import { denyAnalytics, grantAnalytics } from "@/lib/analytics/client";
import { useAnalyticsState } from "@/lib/analytics/use-analytics-state";
import { buttonClass } from "@/components/ui/button";

/**
 * Asks once whether the store may measure usage. Shown only when analytics is configured and the
 * shopper has not chosen yet; it sits in a corner below dialogs and never blocks the page.
 */
export function ConsentBanner() {
  const state = useAnalyticsState();
  if (state !== "pending") return null;
  return (
    <section
      aria-labelledby="consent-banner-title"
      className="fixed inset-x-3 bottom-3 z-[900] rounded-xl border border-line bg-surface-raised p-4 text-sm text-fg shadow-xl sm:inset-x-auto sm:left-4 sm:bottom-4 sm:max-w-sm"
    >
      <h2 id="consent-banner-title" className="text-base font-semibold">
        Help us improve the store
      </h2>
      <p className="mt-1 text-fg-muted">
        May we measure how the store is used to improve it? Nothing is collected unless you accept.
      </p>
      <div className="mt-3 flex gap-2">
        <button type="button" className={buttonClass("primary", "sm")} onClick={grantAnalytics}>
          Accept analytics
        </button>
        <button type="button" className={buttonClass("outline", "sm")} onClick={denyAnalytics}>
          Decline
        </button>
      </div>
    </section>
  );
}
