import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { orderPageMetadata } from "@/lib/seo/order-page-metadata";
import { cache } from "react";
import { fetchAgentCustomerOrder } from "@/lib/api/agent";
import type { OrderDetail } from "@/lib/api/schemas/orders";
import { serverFetch } from "@/lib/api/server-transport";
import { requireSalesAgent } from "@/lib/auth/page-guards";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { recordOrNotFound } from "@/lib/record-or-not-found";
import { OrderItems } from "@/components/account/order-items";
import { OrderPageHeader } from "@/components/account/order-page-header";
import { OrderCard, OrderDelivery, OrderPaymentSummary } from "@/components/account/order-panels";
import { OrderTimeline } from "@/components/account/order-timeline";

type Props = { params: Promise<SiteParams & { id: string }> };

/** Only orders of the agent's own customers come back; any other is a missing page. Once per request. */
const loadOrder = cache((id: string): Promise<OrderDetail> => recordOrNotFound(id, (orderId) => fetchAgentCustomerOrder(serverFetch, orderId)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return orderPageMetadata(loadOrder((await params).id));
}

/** A customer's order as the sales agent sees it: read-only, without the customer's own actions. */
export default async function AgentCustomerOrderPage({ params }: Props) {
  await requireSalesAgent();
  const { language } = await siteOf(params);
  const [order, t, sections] = await Promise.all([
    loadOrder((await params).id),
    getTranslations({ locale: language, namespace: "Order" }),
    getTranslations({ locale: language, namespace: "Account" }),
  ]);
  return (
    <div className="flex flex-col gap-5">
      <OrderPageHeader order={order} back={{ href: "/account/dashboard", label: sections("sectionSalesDashboard") }} customerName={order.address.name} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex flex-col gap-5">
          <OrderCard title={t("items", { count: order.item_count })}>
            <OrderItems items={order.items} />
          </OrderCard>
          <OrderCard title={t("status")}>
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
