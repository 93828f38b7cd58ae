import type { Metadata } from "next";
import Link from "next/link";
import { cache } from "react";
import { fetchAgentCustomerOrder } from "@/lib/api/agent";
import type { OrderDetail } from "@/lib/api/schemas/orders";
import { serverFetch } from "@/lib/api/server-transport";
import { formatOrderDate } from "@/lib/account-format";
import { requireSalesAgent } from "@/lib/auth/page-guards";
import { recordOrNotFound } from "@/lib/record-or-not-found";
import { OrderItems } from "@/components/account/order-items";
import { OrderCard, OrderDelivery, OrderPaymentSummary } from "@/components/account/order-panels";
import { OrderStatusBadge } from "@/components/account/order-status-badge";
import { OrderTimeline } from "@/components/account/order-timeline";
import { ChevronLeftIcon } from "@/components/ui/icons";

type Props = { params: Promise<{ id: string }> };

/** Only orders of the agent's own customers come back; any other is a missing page. Once per request. */
const loadOrder = cache((id: string): Promise<OrderDetail> => recordOrNotFound(id, (orderId) => fetchAgentCustomerOrder(serverFetch, orderId)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const order = await loadOrder((await params).id).catch(() => null);
  return { title: order ? `Order ${order.order_number}` : "Order", robots: { index: false } };
}

/** A customer's order as the sales agent sees it: read-only, without the customer's own actions. */
export default async function AgentCustomerOrderPage({ params }: Props) {
  await requireSalesAgent();
  const order = await loadOrder((await params).id);
  return (
    <div className="flex flex-col gap-5">
      <Link href="/account/dashboard" className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
        <ChevronLeftIcon size={16} /> Sales dashboard
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-fg">Order {order.order_number}</h1>
          <p className="text-sm text-fg-muted">
            {order.address.name} · placed on {formatOrderDate(order.created_at)}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex flex-col gap-5">
          <OrderCard title={`Items (${order.item_count})`}>
            <OrderItems items={order.items} />
          </OrderCard>
          <OrderCard title="Status">
            <OrderTimeline events={order.events} />
          </OrderCard>
        </div>
        <div className="flex flex-col gap-5">
          <OrderPaymentSummary order={order} />
          <OrderDelivery order={order} />
        </div>
      </div>
    </div>
  );
}
