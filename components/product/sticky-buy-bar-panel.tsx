"use client";

import { useTranslations } from "use-intl";
import type { Pack, Product } from "@/lib/api/schemas";
import { Price } from "@/components/ui/price";
import { AddToCartButton } from "./add-to-cart-button";

/** The bar itself: the chosen pack's name and price, and its Add button (or stepper). */
export function StickyBuyBarPanel({ product, pack }: { product: Pick<Product, "product_id" | "product_name">; pack: Pack }) {
  const t = useTranslations("Product");
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
