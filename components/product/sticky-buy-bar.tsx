"use client";

import { useEffect, useState, type RefObject } from "react";
import type { Pack, Product } from "@/lib/api/schemas";
import { StickyBuyBarPanel } from "./sticky-buy-bar-panel";

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

/**
 * On a phone, once the product's own Add button has scrolled away, the chosen pack's price and Add
 * (or its stepper) stay at the bottom of the screen. Drawn only while the button is out of sight, so
 * the page never shows two of the same control at once. The product page mounts it at the shopper's
 * first touch, key or wheel turn (a page nobody scrolls never needs it), so its code is not in the
 * page's first download and is there by the time it shows.
 */
export function StickyBuyBar({ product, pack, watch }: { product: Pick<Product, "product_id" | "product_name">; pack: Pack; watch: RefObject<HTMLElement | null> }) {
  const past = useScrolledPast(watch);
  if (!past || !pack.in_stock) return null;
  return <StickyBuyBarPanel product={product} pack={pack} />;
}
