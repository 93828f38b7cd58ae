import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { fetchOrder } from "@/lib/api/account";
import { ApiError } from "@/lib/api/client";
import { PAYMENT_STATUS_LABELS, paymentMethodLabel, type OrderDetail } from "@/lib/api/schemas/orders";
import { serverFetch } from "@/lib/api/server-transport";
import { formatOrderDate, formatSlot } from "@/lib/account-format";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { formatPrice } from "@/lib/format";
import { AddressView } from "@/components/account/address-view";
import { OrderItems } from "@/components/account/order-items";
import { OrderStatusBadge } from "@/components/account/order-status-badge";
import { OrderTimeline } from "@/components/account/order-timeline";
import { ChevronLeftIcon } from "@/components/ui/icons";

type Props = { params: Promise<{ id: string }> };

/** Someone else's order answers 404 from the API, so it is a missing page here too. Once per request. */
const loadOrder = cache(async (id: string): Promise<OrderDetail> => {
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  try {
    return await fetchOrder(serverFetch, Number(id));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const order = await loadOrder(id).catch(() => null);
  return { title: order ? `Order ${order.order_number}` : "Order", robots: { index: false } };
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-line bg-surface-raised p-4">
      <h2 className="mb-3 text-base font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}

function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between border-t border-line pt-2 text-base font-bold text-fg" : "flex justify-between text-sm text-fg-muted"}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export default async function OrderPage({ params }: Props) {
  await requireSignedIn();
  const order = await loadOrder((await params).id);
  const slot = formatSlot(order.del_date, order.del_start_time, order.del_end_time);
  return (
    <div className="flex flex-col gap-5">
      <Link href="/account/orders" className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
        <ChevronLeftIcon size={16} /> All orders
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-fg">Order {order.order_number}</h1>
          <p className="text-sm text-fg-muted">Placed on {formatOrderDate(order.created_at)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex flex-col gap-5">
          <Card title={`Items (${order.item_count})`}>
            <OrderItems items={order.items} />
          </Card>
          <Card title="Status">
            <OrderTimeline events={order.events} />
          </Card>
        </div>
        <div className="flex flex-col gap-5">
          <Card title="Payment summary">
            <dl className="flex flex-col gap-2">
              <AmountRow label="Items total" value={formatPrice(order.amount)} />
              {order.discount > 0 && (
                <AmountRow label={order.coupon_code ? `Discount (${order.coupon_code})` : "Discount"} value={`−${formatPrice(order.discount)}`} />
              )}
              <AmountRow label="Delivery charge" value={order.delivery_charge > 0 ? formatPrice(order.delivery_charge) : "Free"} />
              <AmountRow label="Total" value={formatPrice(order.total)} strong />
            </dl>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-fg-muted">Payment method</dt>
              <dd className="text-right text-fg">{paymentMethodLabel(order.payment_method)}</dd>
              <dt className="text-fg-muted">Payment status</dt>
              <dd className="text-right text-fg">{PAYMENT_STATUS_LABELS[order.payment_status]}</dd>
            </dl>
          </Card>
          <Card title="Delivery">
            {slot && (
              <p className="mb-3 text-sm text-fg">
                <span className="block text-fg-muted">Delivery slot</span>
                {slot}
              </p>
            )}
            <AddressView address={order.address} />
            {order.notes && (
              <p className="mt-3 text-sm text-fg">
                <span className="block text-fg-muted">Notes</span>
                {order.notes}
              </p>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
