"use client";

import { Suspense, useEffect, useState, type RefObject } from "react";
import type { Pack, Product } from "@/lib/api/schemas";
import { onDemand, usePreloadOnInteraction } from "@/components/dialogs/on-demand";

/** True once the watched element has scrolled up past the top of the screen. */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    // The root reaches far below the screen, so only leaving through the top counts, and a jump from
    // above the screen to below it (back to the top at once) still crosses and is seen.
    const observer = new IntersectionObserver(([entry]) => setPast(!entry.isIntersecting), { rootMargin: "0px 0px 1000000px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

const panel = onDemand(() => import("./sticky-buy-bar-panel").then((module) => module.StickyBuyBarPanel));
const PARTS = [panel];

/**
 * On a phone, once the product's own Add button has scrolled away, the chosen pack's price and Add
 * (or its stepper) stay at the bottom of the screen. Drawn only while the button is out of sight, so
 * the page never shows two of the same control at once. The bar's code comes at the shopper's first
 * touch or scroll (a page nobody scrolls never needs it), so it is there by the time it shows.
 */
export function StickyBuyBar({ product, pack, watch }: { product: Pick<Product, "product_id" | "product_name">; pack: Pack; watch: RefObject<HTMLElement | null> }) {
  const past = useScrolledPast(watch);
  usePreloadOnInteraction(PARTS);
  if (!past || !pack.in_stock) return null;
  return (
    <Suspense fallback={null}>
      <panel.Component product={product} pack={pack} />
    </Suspense>
  );
}
