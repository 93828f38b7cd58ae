import type { Metadata } from "next";
import { orderPageMetadata } from "@/lib/seo/order-page-metadata";
import Link from "next/link";
import { formatOrderDateTime } from "@/lib/account-format";
import { OrderDocuments } from "@/components/account/order-documents";
import { OrderItems } from "@/components/account/order-items";
import { OrderCard, OrderDelivery, OrderPaymentSummary } from "@/components/account/order-panels";
import { OrderStatusBadge } from "@/components/account/order-status-badge";
import { OrderTimeline } from "@/components/account/order-timeline";
import { loadConsoleOrder } from "@/components/console/orders/load-order";
import { OrderActions } from "@/components/console/orders/order-actions";
import { CONSOLE_ORDERS_PATH, packingSlipPath } from "@/components/console/orders/order-list-url";
import { OrderPayments } from "@/components/console/orders/order-payments";
import { buttonClass } from "@/components/ui/button";
import { ChevronLeftIcon } from "@/components/ui/icons";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return orderPageMetadata(loadConsoleOrder((await params).id));
}

export default async function ConsoleOrderPage({ params }: Props) {
  const order = await loadConsoleOrder((await params).id);
  return (
    <div className="flex flex-col gap-5">
      <Link href={CONSOLE_ORDERS_PATH} className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
        <ChevronLeftIcon size={16} /> All orders
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-fg">Order {order.order_number}</h1>
          <p className="text-sm text-fg-muted">
            Placed on {formatOrderDateTime(order.created_at)} by {order.customer.name || "a customer"} ({order.customer.phone})
          </p>
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusBadge status={order.status} />
          <Link href={packingSlipPath(order.id)} className={buttonClass("outline", "sm")}>
            Packing slip
          </Link>
        </div>
      </header>
      {order.cancel_reason && <p className="text-sm text-fg">Cancelled: {order.cancel_reason}</p>}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex flex-col gap-5">
          <OrderCard title={`Items (${order.item_count})`}>
            <OrderItems items={order.items} />
          </OrderCard>
          <OrderCard title="Timeline">
            <OrderTimeline events={order.events} />
          </OrderCard>
        </div>
        <div className="flex flex-col gap-5">
          <OrderActions order={order} />
          <OrderPaymentSummary order={order} />
          <OrderPayments order={order} />
          <OrderDocuments order={order} />
          <OrderDelivery order={order} />
        </div>
      </div>
    </div>
  );
}
