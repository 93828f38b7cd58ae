import { getLocale, getTranslations } from "next-intl/server";
import type { OrderDetail } from "@/lib/api/schemas/orders";
import { paymentStatusKey } from "@/lib/api/contract/orders";
import { formatSlot } from "@/lib/account-format";
import { formatPrice } from "@/lib/format";
import { TruckIcon } from "@/components/ui/icons";
import { AddressView } from "./address-view";

import { OrderCard } from "./order-card";

export { OrderCard };

function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between border-t border-line pt-2 text-base font-bold text-fg" : "flex justify-between text-sm text-fg-muted"}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export async function OrderPaymentSummary({ order }: { order: OrderDetail }) {
  const t = await getTranslations("Order");
  const method = `method_${order.payment_method}`;
  return (
    <OrderCard title={t("paymentSummary")}>
      <dl className="flex flex-col gap-2">
        <AmountRow label={t("itemsTotal")} value={formatPrice(order.amount)} />
        {order.discount > 0 && (
          <AmountRow label={order.coupon_code ? t("discountCode", { code: order.coupon_code }) : t("discount")} value={`−${formatPrice(order.discount)}`} />
        )}
        <AmountRow label={t("deliveryCharge")} value={order.delivery_charge > 0 ? formatPrice(order.delivery_charge) : t("free")} />
        <AmountRow label={t("total")} value={formatPrice(order.total)} strong />
      </dl>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t("paymentMethod")}</dt>
        <dd className="text-right text-fg">{t.has(method) ? t(method) : order.payment_method}</dd>
        <dt className="text-fg-muted">{t("paymentStatus")}</dt>
        <dd className="text-right text-fg">{t(`payment_${paymentStatusKey(order)}`)}</dd>
      </dl>
    </OrderCard>
  );
}

/** One line per delivery group with its slot; orders from before groups were stored show their one slot. */
function deliveriesOf(order: OrderDetail) {
  if (order.deliveries.length > 0) return order.deliveries;
  if (!order.del_date) return [];
  return [{ name: "", del_date: order.del_date, del_start_time: order.del_start_time ?? "", del_end_time: order.del_end_time ?? "" }];
}

export async function OrderDelivery({ order }: { order: OrderDetail }) {
  const [t, language] = await Promise.all([getTranslations("Order"), getLocale()]);
  const deliveries = deliveriesOf(order);
  return (
    <OrderCard title={t("delivery")}>
      {deliveries.length > 0 && (
        <ul className="mb-4 grid gap-2">
          {deliveries.map((delivery, index) => (
            <li key={`${delivery.name}-${index}`} className="flex items-start gap-2 text-sm">
              <TruckIcon size={16} className="mt-0.5 shrink-0 text-brand" />
              <span>
                <span className="block text-fg-muted">{delivery.name ? t("from", { name: delivery.name }) : t("deliverySlot")}</span>
                <span className="text-fg">{formatSlot(delivery.del_date, delivery.del_start_time, delivery.del_end_time, language) || t("slotToBeConfirmed")}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <AddressView address={order.address} />
      {order.notes && (
        <p className="mt-3 text-sm text-fg">
          <span className="block text-fg-muted">{t("notes")}</span>
          {order.notes}
        </p>
      )}
    </OrderCard>
  );
}
