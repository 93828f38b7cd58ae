"use client";

import { useTranslations } from "use-intl";
import { useAtom, useAtomValue } from "jotai";
import type { Cart, CartGroup } from "@/lib/api/schemas";
import { useCart } from "@/lib/state/cart";
import { cartPanelNoticeAtom, cartPanelOpenAtom, pincodeAtom } from "@/lib/state/ui";
import { Modal } from "@/components/dialogs/modal";
import { CartIcon, InfoIcon, TruckIcon } from "@/components/ui/icons";
import { formatPrice } from "@/lib/format";
import { CartLine } from "./cart-line";
import { CartNotes } from "./cart-notes";
import { CartTotals } from "./cart-totals";
import { CheckoutAction } from "./checkout-action";
import { AvailableCoupons } from "./available-coupons";
import { CouponForm } from "./coupon-form";
import { calendarWords, deliveryWindow } from "./delivery-text";

const CART_PANEL_WIDTH = 500;

function EmptyCart() {
  const t = useTranslations("Cart");
  return (
    <div className="grid place-items-center gap-2 py-16 text-center">
      <CartIcon size={48} className="text-fg-muted" />
      <h3 className="text-lg font-bold">{t("emptyCart")}</h3>
      <p className="text-sm text-fg-muted">{t("cartIsEmpty")}</p>
    </div>
  );
}

function DeliveryGroup({ group, onNavigate }: { group: CartGroup; onNavigate: () => void }) {
  const t = useTranslations("Cart");
  const when = deliveryWindow(group.del_date, group.del_start_time, group.del_end_time, calendarWords(t));
  return (
    <section aria-label={group.name ? t("deliveryFrom", { name: group.name }) : t("items")} className="border-b border-line last:border-b-0">
      {group.delivery_charge_id !== null && (
        <div className="mt-3 rounded-lg bg-surface-muted px-3 py-2 text-sm">
          <p className="flex items-center gap-2 font-semibold">
            <TruckIcon size={16} className="text-brand" />
            {when ? t("deliveryWhen", { when }) : t("slotToBeConfirmed")}
          </p>
          <p className="text-xs text-fg-muted">
            {group.name && t("fromSeller", { name: group.name })}
            {group.delivery_charge > 0 ? t("deliveryCharge", { charge: formatPrice(group.delivery_charge) }) : t("freeDelivery")}
          </p>
        </div>
      )}
      <ul className="divide-y divide-line">
        {group.items.map((item) => (
          <CartLine key={item.pack_id} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
    </section>
  );
}

/** The server's delivery groups; a backend that sends none gets its items shown as one group. */
function deliveryGroups(cart: Cart): CartGroup[] {
  if (cart.grouped_items.length > 0 || cart.items.length === 0) return cart.grouped_items;
  return [{ delivery_charge_id: null, name: "", delivery_charge: 0, del_date: "", del_start_time: "", del_end_time: "", slots: [], items: cart.items }];
}

/** 'Cart Summary': a 500px panel on the right (full width on a phone), opened by cartPanelOpenAtom. */
export function CartPanel() {
  const t = useTranslations("Cart");
  const [open, setOpen] = useAtom(cartPanelOpenAtom);
  const pincode = useAtomValue(pincodeAtom);
  const cart = useCart();
  const [notice, setNotice] = useAtom(cartPanelNoticeAtom);
  const close = () => {
    setOpen(false);
    setNotice(null);
  };
  const groups = deliveryGroups(cart);

  return (
    <Modal
      open={open}
      onClose={close}
      title={t("cartSummary")}
      side="right"
      width={CART_PANEL_WIDTH}
      bodyClassName="grid content-start gap-4"
      footer={<CheckoutAction cart={cart} pincode={pincode} onNavigate={close} />}
    >
      {notice && (
        <p role="status" className="flex items-start gap-2 whitespace-pre-line rounded-lg bg-brand/10 px-3 py-2 text-sm text-fg">
          <InfoIcon size={16} className="mt-0.5 shrink-0 text-brand" />
          {notice}
        </p>
      )}
      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <p className="text-sm text-fg-muted">
            {t("itemCount", { count: cart.quantity })}
          </p>
          <div>
            {groups.map((group) => (
              <DeliveryGroup key={String(group.delivery_charge_id)} group={group} onNavigate={close} />
            ))}
          </div>
          <CartNotes cart={cart} />
          <CouponForm cart={cart} />
          <AvailableCoupons cart={cart} />
          <CartTotals cart={cart} />
        </>
      )}
    </Modal>
  );
}
