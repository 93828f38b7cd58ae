"use client";

import { Suspense, useEffect } from "react";
import { onDemand } from "@/components/dialogs/on-demand";
import { usePageIdle } from "@/lib/use-page-idle";

const RecentlyViewedProducts = onDemand(() => import("./recently-viewed-products").then((module) => module.RecentlyViewedProducts)).Component;

/**
 * The shopper's recently viewed products of this website (client island; the history is in this
 * browser only), most recent first, each removable, with "Clear all". On a product page it records
 * the view (once the page is idle) and leaves that product out of the row. Nothing renders until the
 * products are known, and it sits at the end of the page, so it never pushes what the shopper is
 * looking at; the row's code (the request, carousel, cards) is fetched once the page is idle.
 */
export function RecentlyViewed({ currentProductId }: { currentProductId?: number }) {
  const idle = usePageIdle();

  // localStorage is read and written synchronously on the main thread (its first use on a page costs
  // the most), so the view is noted once the page is idle, not in the effects that run at hydration;
  // the history's code arrives then too, with the row that reads it.
  useEffect(() => {
    if (idle && currentProductId) void import("@/lib/recently-viewed/browser-history").then(({ recordView }) => recordView(currentProductId));
  }, [idle, currentProductId]);

  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedProducts leaveOut={currentProductId} />
    </Suspense>
  );
}
