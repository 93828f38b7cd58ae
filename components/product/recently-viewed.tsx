"use client";

import { Suspense, useEffect, useRef } from "react";
import { onDemand } from "@/components/dialogs/on-demand";
import { useNearScreen } from "@/lib/use-near-screen";
import { usePageIdle } from "@/lib/use-page-idle";

const RecentlyViewedProducts = onDemand(() => import("./recently-viewed-products").then((module) => module.RecentlyViewedProducts)).Component;

/**
 * The shopper's recently viewed products of this website (client island; the history is in this
 * browser only), most recent first, each removable, with "Clear all". On a product page it records
 * the view (once the page is idle) and leaves that product out of the row. Nothing renders until the
 * products are known, and it sits at the end of the page, so it never pushes what the shopper is
 * looking at; the row's code and its request (the carousel, the cards) wait until the page is idle and
 * the shopper has scrolled within a screen of the page's end.
 */
export function RecentlyViewed({ currentProductId }: { currentProductId?: number }) {
  const idle = usePageIdle();
  const end = useRef<HTMLDivElement>(null);
  const near = useNearScreen(end);

  // localStorage is read and written synchronously on the main thread (its first use on a page costs
  // the most), so the view is noted once the page is idle, not in the effects that run at hydration;
  // the history's code arrives then too, with the row that reads it.
  useEffect(() => {
    if (idle && currentProductId) void import("@/lib/recently-viewed/browser-history").then(({ recordView }) => recordView(currentProductId));
  }, [idle, currentProductId]);

  if (!idle || !near) return <div ref={end} />;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedProducts leaveOut={currentProductId} />
    </Suspense>
  );
}
