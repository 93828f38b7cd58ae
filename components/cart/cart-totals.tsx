"use client";

import { useTranslations } from "use-intl";
import type { Cart } from "@/lib/api/schemas";
import { formatPrice } from "@/lib/format";
import { everyLineOrderable } from "./checkout-readiness";

/** Amount, discount, delivery and total, all priced by the server; none while a line cannot be ordered. */
export function CartTotals({ cart }: { cart: Cart }) {
  const t = useTranslations("Cart");
  if (!everyLineOrderable(cart)) {
    return <p className="text-sm text-fg-muted">{t("totalAfterOrderable")}</p>;
  }
  const freeDelivery = cart.delivery_charge > 0 && cart.finalDelivery === 0;
  const deliveryKnown = cart.items.some((item) => item.delivery_charge_id !== null);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm" aria-label={t("orderSummary")}>
      <dt className="text-fg-muted">{t("itemsTotal")}</dt>
      <dd className="pl-4 text-right">{formatPrice(cart.amount)}</dd>
      {cart.discount > 0 && (
        <>
          <dt className="text-fg-muted">{t("couponDiscount")}{cart.offercode ? ` (${cart.offercode})` : ""}</dt>
          <dd className="pl-4 text-right text-success">−{formatPrice(cart.discount)}</dd>
        </>
      )}
      <dt className="text-fg-muted">{t("delivery")}</dt>
      <dd className="pl-4 text-right">
        {!deliveryKnown ? (
          <span className="text-fg-muted">{t("afterPincode")}</span>
        ) : freeDelivery ? (
          <>
            <s className="mr-1.5 text-fg-muted">{formatPrice(cart.delivery_charge)}</s>
            <span className="font-semibold text-success">{t("free")}</span>
          </>
        ) : (
          formatPrice(cart.finalDelivery)
        )}
      </dd>
      <dt className="mt-1 border-t border-line pt-2 text-base font-bold">{t("total")}</dt>
      <dd className="mt-1 border-t border-line pl-4 pt-2 text-right text-base font-bold">{formatPrice(cart.total)}</dd>
    </dl>
  );
}
