"use client";

import { useTranslations } from "use-intl";
import type { AvailableCoupon, Cart } from "@/lib/api/schemas";
import { ORDER_NOTES_MAX } from "@/lib/api/contract/checkout";
import { CartNotes } from "@/components/cart/cart-notes";
import { CartTotals } from "@/components/cart/cart-totals";
import { AvailableCoupons } from "@/components/cart/available-coupons";
import { CouponForm } from "@/components/cart/coupon-form";
import { controlClass } from "@/components/forms/field-styles";
import { buttonClass } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useServerSentence } from "@/lib/i18n/use-server-sentence";

type Props = {
  cart: Cart;
  /** The coupons listed with the page, so the summary does not shift when they arrive. */
  initialCoupons?: AvailableCoupon[];
  notes: string;
  onNotes: (notes: string) => void;
  blockers: string[];
  /** The chosen address is one the website does not deliver to (the blockers say so). */
  unservedAddress?: boolean;
  repricing: boolean;
  placing: boolean;
  error: string;
  onPlace: () => void;
};

/** Coupon, notes, the server's totals and messages, and Place Order with what still blocks it. */
export function OrderSummary({ cart, initialCoupons, notes, onNotes, blockers, unservedAddress, repricing, placing, error, onPlace }: Props) {
  const t = useTranslations("Checkout");
  const say = useServerSentence();
  const blocked = blockers.length > 0;
  return (
    <aside aria-labelledby="order-summary-title" className="grid gap-4 rounded-xl border border-line bg-surface-raised p-4 sm:p-5 lg:sticky lg:top-[calc(var(--sticky-header-height)+1rem)]">
      <h2 id="order-summary-title" className="text-lg font-semibold text-fg">
        {t("orderSummary")}
      </h2>
      <p className="text-sm text-fg-muted">
        {t("itemCount", { count: cart.quantity })}
      </p>
      <CouponForm cart={cart} />
      <AvailableCoupons cart={cart} initial={initialCoupons} />
      <div className="grid gap-1.5">
        <label htmlFor="order-notes" className="text-sm font-medium text-fg">
          {t("notes")} <span className="font-normal text-fg-muted">{t("optional")}</span>
        </label>
        <textarea
          id="order-notes"
          value={notes}
          maxLength={ORDER_NOTES_MAX}
          rows={3}
          onChange={(event) => onNotes(event.target.value)}
          aria-describedby="order-notes-count"
          placeholder={t("notesPlaceholder")}
          className={controlClass}
        />
        <p id="order-notes-count" className="text-right text-xs text-fg-muted">
          {notes.length}/{ORDER_NOTES_MAX}
        </p>
      </div>
      <CartNotes cart={cart} withMessage={!unservedAddress} />
      <div aria-busy={repricing} className={repricing ? "opacity-60 transition-opacity" : "transition-opacity"}>
        <CartTotals cart={cart} />
      </div>
      {blocked && (
        <ul aria-label={t("blockersLabel")} className="grid gap-1 text-sm text-danger">
          {blockers.map((blocker) => (
            <li key={blocker} className="flex items-start gap-1.5">
              <AlertIcon size={16} className="mt-0.5 shrink-0" />
              {blocker}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="whitespace-pre-line rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-danger">
          {say(error)}
        </p>
      )}
      <button
        type="button"
        onClick={onPlace}
        disabled={blocked || repricing || placing}
        aria-busy={placing}
        className={buttonClass("primary", "lg", "w-full")}
      >
        {placing && <Spinner size={18} />}
        {t("placeOrder")}
      </button>
    </aside>
  );
}
