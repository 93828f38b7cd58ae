import type { Metadata } from "next";
import Link from "next/link";
import { cache } from "react";
import { fetchOrder } from "@/lib/api/account";
import { CANCELLABLE_STATUSES, type OrderDetail } from "@/lib/api/schemas/orders";
import { serverFetch } from "@/lib/api/server-transport";
import { formatOrderDate } from "@/lib/account-format";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { recordOrNotFound } from "@/lib/record-or-not-found";
import { CancelOrderForm } from "@/components/account/cancel-order-form";
import { OrderDocuments } from "@/components/account/order-documents";
import { OrderHelp } from "@/components/account/order-help";
import { OrderItems } from "@/components/account/order-items";
import { OrderAgainButton } from "@/components/account/order-again-button";
import { OrderCard, OrderDelivery, OrderPaymentSummary } from "@/components/account/order-panels";
import { OrderStatusBadge } from "@/components/account/order-status-badge";
import { OrderTimeline } from "@/components/account/order-timeline";
import { isPayable, PendingPaymentBanner } from "@/components/checkout/pending-payment-banner";
import { ChevronLeftIcon } from "@/components/ui/icons";

type Props = { params: Promise<{ id: string }> };

/** Someone else's order answers 404 from the API, so it is a missing page here too. Once per request. */
const loadOrder = cache((id: string): Promise<OrderDetail> => recordOrNotFound(id, (orderId) => fetchOrder(serverFetch, orderId)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const order = await loadOrder(id).catch(() => null);
  return { title: order ? `Order ${order.order_number}` : "Order", robots: { index: false } };
}

export default async function OrderPage({ params }: Props) {
  await requireSignedIn();
  const order = await loadOrder((await params).id);
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

      {isPayable(order) && <PendingPaymentBanner order={order} />}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex flex-col gap-5">
          <OrderCard title={`Items (${order.item_count})`}>
            <OrderItems items={order.items} />
            <OrderAgainButton orderId={order.id} orderNumber={order.order_number} className="mt-4 border-t border-line pt-4" />
          </OrderCard>
          <OrderCard title="Status">
            <OrderTimeline events={order.events} />
          </OrderCard>
        </div>
        <div className="flex flex-col gap-5">
          <OrderPaymentSummary order={order} />
          {CANCELLABLE_STATUSES.includes(order.status) && <CancelOrderForm orderId={order.id} paidOnline={order.payment_status === "paid" && order.payment_method !== "cod"} />}
          <OrderDocuments order={order} />
          <OrderDelivery order={order} />
          <OrderHelp order={order} />
        </div>
      </div>
    </div>
  );
}
