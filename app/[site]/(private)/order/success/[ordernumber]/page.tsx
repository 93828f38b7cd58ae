import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { fetchOrderByNumber } from "@/lib/api/checkout";
import { ApiRequestError } from "@/lib/api/client";
import type { OrderDetail } from "@/lib/api/schemas/orders";
import { serverFetch } from "@/lib/api/server-transport";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { OrderDocuments } from "@/components/account/order-documents";
import { OrderItems } from "@/components/account/order-items";
import { OrderCard, OrderDelivery, OrderPaymentSummary } from "@/components/account/order-panels";
import { CartRefresh } from "@/components/checkout/cart-refresh";
import { LanguageLink } from "@/components/i18n/language-link";
import { buttonClass } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { decodePathParam } from "@/lib/site/path-param";
import { orderPath } from "@/lib/paths";
import { siteOf, type SiteParams } from "@/lib/site/page-site";

type Props = { params: Promise<SiteParams & { ordernumber: string }> };

/** Only the owner's order: anyone else's answers 404 from the API, so it is a missing page here. */
const loadOrder = cache(async (orderNumber: string): Promise<OrderDetail> => {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(orderNumber)) notFound();
  try {
    return await fetchOrderByNumber(serverFetch, orderNumber);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400 || error.status === 403)) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ordernumber } = await params;
  const { language } = await siteOf(params);
  const t = await getTranslations({ locale: language, namespace: "Order" });
  return { title: t("placedMetaTitle", { number: decodePathParam(ordernumber) }), robots: { index: false, follow: false } };
}

export default async function OrderSuccessPage({ params }: Props) {
  const { language, prefix } = await siteOf(params);
  await requireSignedIn(prefix);
  const [order, t] = await Promise.all([loadOrder(decodePathParam((await params).ordernumber)), getTranslations({ locale: language, namespace: "Order" })]);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">
      <CartRefresh />
      <header className="mb-8 flex flex-col items-center gap-3 text-center">
        <span className="grid h-16 w-16 place-items-center rounded-full bg-success/15 text-success">
          <CheckIcon size={36} />
        </span>
        <h1 className="text-2xl font-bold text-fg md:text-3xl">{t("placedTitle")}</h1>
        <p className="text-fg-muted">
          {t.rich("orderNumber", { number: order.order_number, strong: (words) => <strong className="text-fg">{words}</strong> })}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <LanguageLink href={orderPath(order.id)} className={buttonClass("primary")}>
            {t("viewOrder")}
          </LanguageLink>
          <LanguageLink href="/" className={buttonClass("outline")}>
            {t("continueShopping")}
          </LanguageLink>
        </div>
      </header>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
        <OrderCard title={t("items", { count: order.item_count })}>
          <OrderItems items={order.items} />
        </OrderCard>
        <div className="flex flex-col gap-5">
          <OrderPaymentSummary order={order} />
          <OrderDocuments order={order} />
          <OrderDelivery order={order} />
        </div>
      </div>
    </div>
  );
}
