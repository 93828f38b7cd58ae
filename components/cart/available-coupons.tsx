"use client";

import { useTranslations } from "use-intl";
import type { Texts } from "@/lib/i18n/texts";
import { useId, useState } from "react";
import type { AvailableCoupon, Cart } from "@/lib/api/schemas";
import { errorText } from "@/lib/errors";
import { formatPrice } from "@/lib/format";
import { useAvailableCoupons } from "@/lib/state/available-coupons";
import { useCartActions } from "@/lib/state/cart";
import { buttonClass } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";

/** What the coupon does for this cart now: its saving, or how far the cart is from its minimum. */
const effect = (coupon: AvailableCoupon, t: Texts) => (coupon.short > 0 ? t("addMore", { amount: formatPrice(coupon.short) }) : t("saveAmount", { amount: formatPrice(coupon.saving) }));

/** The coupons the shopper may use on this cart; one tap applies one through the coupon call. */
export function AvailableCoupons({ cart, initial }: { cart: Cart; initial?: AvailableCoupon[] }) {
  const t = useTranslations("Cart");
  const coupons = useAvailableCoupons(cart, initial);
  const actions = useCartActions();
  const titleId = useId();
  const [applying, setApplying] = useState<string | null>(null);
  // The refusal belongs to the cart it was about; a changed cart no longer shows it.
  const [refusal, setRefusal] = useState<{ cart: Cart; text: string } | null>(null);

  if (coupons.length === 0) return null;

  const apply = async (code: string) => {
    setApplying(code);
    setRefusal(null);
    try {
      await actions.applyCoupon(code);
    } catch (error) {
      console.error(error);
      setRefusal({ cart, text: errorText(error) });
    } finally {
      setApplying(null);
    }
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h3 id={titleId} className="text-sm font-semibold text-fg">
        {t("availableCoupons")}
      </h3>
      <ul className="grid gap-2">
        {coupons.map((coupon) => (
          <li
            key={coupon.code}
            aria-label={coupon.code}
            className={`flex items-center justify-between gap-3 rounded-lg border border-dashed px-3 py-2 ${coupon.applied ? "border-success/60 bg-success/10" : "border-line"}`}
          >
            <div className="grid min-w-0 gap-0.5">
              <p className="font-mono text-sm font-bold tracking-wide text-fg">{coupon.code}</p>
              {coupon.description && <p className="text-xs text-fg-muted">{coupon.description}</p>}
              <p className={coupon.short > 0 ? "text-xs font-medium text-fg-muted" : "text-xs font-semibold text-success"}>{effect(coupon, t)}</p>
            </div>
            {coupon.applied ? (
              <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-success">
                <CheckIcon size={16} />
                {t("applied")}
              </span>
            ) : (
              coupon.short === 0 && (
                <button
                  type="button"
                  aria-label={t("applyCoupon", { code: coupon.code })}
                  className={buttonClass("outline", "sm", "shrink-0")}
                  disabled={applying !== null}
                  aria-busy={applying === coupon.code}
                  onClick={() => void apply(coupon.code)}
                >
                  {applying === coupon.code ? t("applying") : t("apply")}
                </button>
              )
            )}
          </li>
        ))}
      </ul>
      {refusal?.cart === cart && (
        <p role="alert" className="text-sm text-danger">
          {refusal.text}
        </p>
      )}
    </section>
  );
}
