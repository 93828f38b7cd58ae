import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { orderPageMetadata } from "@/lib/seo/order-page-metadata";
import { cache } from "react";
import { fetchOrder } from "@/lib/api/account";
import { CANCELLABLE_STATUSES, type OrderDetail } from "@/lib/api/schemas/orders";
import { serverFetch } from "@/lib/api/server-transport";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { recordOrNotFound } from "@/lib/record-or-not-found";
import { CancelOrderForm } from "@/components/account/cancel-order-form";
import { OrderDocuments } from "@/components/account/order-documents";
import { OrderHelp } from "@/components/account/order-help";
import { OrderItems } from "@/components/account/order-items";
import { OrderPageHeader } from "@/components/account/order-page-header";
import { OrderAgainButton } from "@/components/account/order-again-button";
import { OrderCard, OrderDelivery, OrderPaymentSummary } from "@/components/account/order-panels";
import { OrderTimeline } from "@/components/account/order-timeline";
import { isPayable, PendingPaymentBanner } from "@/components/checkout/pending-payment-banner";

type Props = { params: Promise<SiteParams & { id: string }> };

/** Someone else's order answers 404 from the API, so it is a missing page here too. Once per request. */
const loadOrder = cache((id: string): Promise<OrderDetail> => recordOrNotFound(id, (orderId) => fetchOrder(serverFetch, orderId)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return orderPageMetadata(loadOrder((await params).id));
}

export default async function OrderPage({ params }: Props) {
  const { language, prefix } = await siteOf(params);
  await requireSignedIn(prefix);
  const [order, t] = await Promise.all([loadOrder((await params).id), getTranslations({ locale: language, namespace: "Order" })]);
  return (
    <div className="flex flex-col gap-5">
      <OrderPageHeader order={order} back={{ href: "/account/orders", label: t("allOrders") }} />

      {isPayable(order) && <PendingPaymentBanner order={order} />}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex flex-col gap-5">
          <OrderCard title={t("items", { count: order.item_count })}>
            <OrderItems items={order.items} />
            <OrderAgainButton orderId={order.id} orderNumber={order.order_number} className="mt-4 border-t border-line pt-4" />
          </OrderCard>
          <OrderCard title={t("status")}>
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
