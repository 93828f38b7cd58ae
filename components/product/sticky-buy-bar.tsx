"use client";

import { useTranslations } from "use-intl";
import { useEffect, useState, type RefObject } from "react";
import type { Pack, Product } from "@/lib/api/schemas";
import { Price } from "@/components/ui/price";
import { AddToCartButton } from "./add-to-cart-button";

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
 * the page never shows two of the same control at once.
 */
export function StickyBuyBar({ product, pack, watch }: { product: Pick<Product, "product_id" | "product_name">; pack: Pack; watch: RefObject<HTMLElement | null> }) {
  const t = useTranslations("Product");
  const past = useScrolledPast(watch);
  if (!past || !pack.in_stock) return null;
  return (
    <div role="region" aria-label={t("buyThisPack")} className="fixed inset-x-0 bottom-0 z-[800] flex items-center gap-3 border-t border-line bg-surface-raised px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:hidden">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-fg">{pack.pack_name}</p>
        <Price pack={pack} size="sm" />
      </div>
      <AddToCartButton product={product} pack={pack} className="min-w-32" />
    </div>
  );
}
