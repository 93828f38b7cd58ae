"use client";

import { useTranslations } from "use-intl";
import { Suspense, useId, useRef } from "react";
import type { Product } from "@/lib/api/schemas";
import { formatDiscount, formatPrice } from "@/lib/format";
import { cartLineOf, useCart } from "@/lib/state/cart";
import { useChosenPack } from "@/lib/state/product";
import { LineLimitHint } from "@/components/cart/line-limit-hint";
import { CheckIcon } from "@/components/ui/icons";
import { Price } from "@/components/ui/price";
import { UnitPrice } from "@/components/ui/unit-price";
import { bestValuePackId } from "@/lib/best-value";
import { AddToCartButton } from "./add-to-cart-button";
import { firstPackToShow } from "@/lib/first-pack-to-show";
import { StockNote } from "./stock-note";
import { packLabel } from "@/lib/api/contract/stock";
import { lineLimitOf } from "@/lib/api/contract/cart";
import { DeliveryLine } from "./delivery-line";
import { WishlistButton } from "./wishlist-button";
import { onDemand, usePreloadOnInteraction } from "@/components/dialogs/on-demand";
import { useFirstInteraction } from "@/lib/use-first-interaction";

// Only an out-of-stock pack offers it: its code comes when one is shown, or at the first interaction on a product that has one.
const notifyMe = onDemand(() => import("./notify-me-button").then((module) => module.NotifyMeButton));
const NOTIFY_ME = [notifyMe];
const NOTHING_TO_PRELOAD: typeof NOTIFY_ME = [];
// The phone's bottom bar matters only once the shopper scrolls, which starts with an interaction.
const StickyBuyBar = onDemand(() => import("./sticky-buy-bar").then((module) => module.StickyBuyBar)).Component;

/**
 * Pack sizes as a radio group; price, MRP, discount and stock follow the chosen pack (the first in
 * stock, or the one the address names, until the shopper picks one). An out-of-stock pack offers
 * "Notify me" instead of adding.
 */
export function PackSelector({ product, addressedPackId }: { product: Pick<Product, "product_id" | "product_name" | "wishlist" | "packs">; addressedPackId?: number }) {
  const t = useTranslations("Product");
  const [packId, setPackId] = useChosenPack(product.product_id, addressedPackId ?? firstPackToShow(product.packs)?.pack_id);
  const groupId = useId();
  const limitHintId = useId();
  const buyArea = useRef<HTMLDivElement>(null);
  const cart = useCart();
  const interacted = useFirstInteraction();
  usePreloadOnInteraction(product.packs.some((item) => !item.in_stock) ? NOTIFY_ME : NOTHING_TO_PRELOAD);
  const pack = product.packs.find((item) => item.pack_id === packId) ?? product.packs[0];
  if (!pack) return <p className="rounded-xl bg-surface-muted p-4 font-medium text-fg-muted">{t("productUnavailable")}</p>;
  const line = cartLineOf(cart, pack.pack_id);
  const saving = pack.act_price > pack.price ? pack.act_price - pack.price : 0;
  const bestValueId = bestValuePackId(product.packs);
  return (
    <div className="space-y-5">
      <div aria-live="polite" className="space-y-1">
        <Price pack={pack} size="lg" />
        <UnitPrice pack={pack} size="sm" className="block" />
        <StockNote pack={pack} className="text-base" />
        <p className="text-sm text-fg-muted">
          {saving > 0
            ? t.rich("youSave", {
                saving: formatPrice(saving),
                mrp: formatPrice(pack.act_price),
                amount: (chunks) => <span className="font-semibold text-success">{chunks}</span>,
              })
            : t("mrpInclusive")}
        </p>
      </div>
      <div>
        <p id={groupId} className="mb-2 text-sm font-semibold">
          {t("packSize")}
        </p>
        <div role="radiogroup" aria-labelledby={groupId} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {product.packs.map((item) => {
            const checked = item.pack_id === pack.pack_id;
            const discount = formatDiscount(item.discount, item.discount_type);
            return (
              <label key={item.pack_id} className="pack-choice">
                <input
                  type="radio"
                  name={`pack-${product.product_id}`}
                  value={item.pack_id}
                  checked={checked}
                  onChange={() => setPackId(item.pack_id)}
                  className="sr-only"
                />
                {item.pack_id === bestValueId && (
                  <span className="best-value-badge">{t("bestValue")}</span>
                )}
                <span className="font-semibold">{item.pack_name}</span>
                <span className="mt-0.5 text-fg">{formatPrice(item.price)}</span>
                <UnitPrice pack={item} />
                {discount && <span className="text-xs font-semibold text-success">{discount}</span>}
                {!item.in_stock && <span className="text-xs font-semibold text-danger">{t("outOfStock")}</span>}
                {checked && (
                  <span className="pack-choice-check" aria-hidden="true">
                    <CheckIcon size={14} />
                  </span>
                )}
              </label>
            );
          })}
        </div>
      </div>
      <div>
        <div ref={buyArea} className="flex items-center gap-3">
          <AddToCartButton product={product} pack={pack} size="lg" limitHintId={limitHintId} className="flex-1 sm:flex-none sm:min-w-48" />
          <WishlistButton product={product} className="h-12 w-12" />
        </div>
        <LineLimitHint id={limitHintId} quantity={line?.quantity ?? 0} limit={lineLimitOf(line)} className="mt-2" />
      </div>
      {!pack.in_stock && (
        <Suspense fallback={null}>
          <notifyMe.Component packId={pack.pack_id} label={packLabel(product.product_name, pack.pack_name)} />
        </Suspense>
      )}
      <DeliveryLine warehouseId={pack.warehouse_id} />
      {interacted && (
        <Suspense fallback={null}>
          <StickyBuyBar product={product} pack={pack} watch={buyArea} />
        </Suspense>
      )}
    </div>
  );
}
