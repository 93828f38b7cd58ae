import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { fetchOrderByNumber } from "@/lib/api/checkout";
import { ApiError } from "@/lib/api/client";
import { PAYMENT_STATUS_LABELS, paymentMethodLabel, type OrderDetail } from "@/lib/api/schemas/orders";
import { serverFetch } from "@/lib/api/server-transport";
import { formatSlot } from "@/lib/account-format";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { formatPrice } from "@/lib/format";
import { AddressView } from "@/components/account/address-view";
import { OrderItems } from "@/components/account/order-items";
import { CartRefresh } from "@/components/checkout/cart-refresh";
import { buttonClass } from "@/components/ui/button";
import { CheckIcon, TruckIcon } from "@/components/ui/icons";

type Props = { params: Promise<{ ordernumber: string }> };

/** Only the owner's order: anyone else's answers 404 from the API, so it is a missing page here. */
const loadOrder = cache(async (orderNumber: string): Promise<OrderDetail> => {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(orderNumber)) notFound();
  try {
    return await fetchOrderByNumber(serverFetch, orderNumber);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403)) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ordernumber } = await params;
  return { title: `Order ${decodeURIComponent(ordernumber)} placed`, robots: { index: false, follow: false } };
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-line bg-surface-raised p-4 sm:p-5">
      <h2 className="mb-3 text-base font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}

export default async function OrderSuccessPage({ params }: Props) {
  await requireSignedIn();
  const order = await loadOrder(decodeURIComponent((await params).ordernumber));
  const deliveries = order.deliveries.length
    ? order.deliveries
    : [{ name: "", delivery_charge: order.delivery_charge, del_date: order.del_date ?? "", del_start_time: order.del_start_time ?? "", del_end_time: order.del_end_time ?? "" }];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">
      <CartRefresh />
      <header className="mb-8 flex flex-col items-center gap-3 text-center">
        <span className="grid h-16 w-16 place-items-center rounded-full bg-success/15 text-success">
          <CheckIcon size={36} />
        </span>
        <h1 className="text-2xl font-bold text-fg md:text-3xl">Thank you! Your order has been placed.</h1>
        <p className="text-fg-muted">
          Order number <strong className="text-fg">{order.order_number}</strong>
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href={`/account/orders/${order.id}`} className={buttonClass("primary")}>
            View order
          </Link>
          <Link href="/" className={buttonClass("outline")}>
            Continue shopping
          </Link>
        </div>
      </header>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
        <Card title={`Items (${order.item_count})`}>
          <OrderItems items={order.items} />
        </Card>
        <div className="flex flex-col gap-5">
          <Card title="Payment">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
              <dt className="text-fg-muted">Items total</dt>
              <dd className="text-right text-fg">{formatPrice(order.amount)}</dd>
              {order.discount > 0 && (
                <>
                  <dt className="text-fg-muted">{order.coupon_code ? `Discount (${order.coupon_code})` : "Discount"}</dt>
                  <dd className="text-right text-success">−{formatPrice(order.discount)}</dd>
                </>
              )}
              <dt className="text-fg-muted">Delivery</dt>
              <dd className="text-right text-fg">{order.delivery_charge > 0 ? formatPrice(order.delivery_charge) : "Free"}</dd>
              <div className="col-span-2 mb-1 flex justify-between gap-3 border-t border-line pt-2 text-base font-bold text-fg">
                <dt>Total</dt>
                <dd>{formatPrice(order.total)}</dd>
              </div>
              <dt className="text-fg-muted">Payment method</dt>
              <dd className="text-right text-fg">{paymentMethodLabel(order.payment_method)}</dd>
              <dt className="text-fg-muted">Payment status</dt>
              <dd className="text-right text-fg">{PAYMENT_STATUS_LABELS[order.payment_status]}</dd>
            </dl>
          </Card>
          <Card title="Delivery">
            <ul className="mb-4 grid gap-2">
              {deliveries.map((delivery, index) => (
                <li key={`${delivery.name}-${index}`} className="flex items-start gap-2 text-sm">
                  <TruckIcon size={16} className="mt-0.5 shrink-0 text-brand" />
                  <span>
                    {delivery.name && <span className="block text-fg-muted">From {delivery.name}</span>}
                    <span className="text-fg">{formatSlot(delivery.del_date, delivery.del_start_time, delivery.del_end_time) || "Slot to be confirmed"}</span>
                  </span>
                </li>
              ))}
            </ul>
            <AddressView address={order.address} />
          </Card>
        </div>
      </div>
    </div>
  );
}
