import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { fetchOrders } from "@/lib/api/account";
import { ORDERS_PER_PAGE } from "@/lib/api/schemas/orders";
import { serverFetch } from "@/lib/api/server-transport";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { accountPageMetadata } from "@/lib/seo/account-page-metadata";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { LanguageLink } from "@/components/i18n/language-link";
import { OrderList } from "@/components/account/order-list";
import { PageLinks } from "@/components/ui/page-links";
import { buttonClass } from "@/components/ui/button";
import { ordersPath } from "@/lib/paths";

type Props = { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountPageMetadata(params, "ordersTitle");
}

function pageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default async function OrdersPage({ params, searchParams }: Props) {
  const { language, prefix } = await siteOf(params);
  await requireSignedIn(prefix);
  const page = pageOf((await searchParams).page);
  const [orders, t, pages] = await Promise.all([
    fetchOrders(serverFetch, page, ORDERS_PER_PAGE),
    getTranslations({ locale: language, namespace: "AccountPages" }),
    getTranslations({ locale: language, namespace: "Catalogue" }),
  ]);
  return (
    <div>
      <header className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-fg">{t("ordersTitle")}</h1>
        <p className="text-sm text-fg-muted">{t("ordersTotal", { count: orders.meta.total })}</p>
      </header>
      {orders.data.length > 0 ? (
        <>
          <OrderList orders={orders.data} />
          <div className="mt-6">
            <PageLinks
              page={page}
              totalPages={Math.max(1, Math.ceil(orders.meta.total / orders.meta.perPage))}
              href={ordersPath}
              words={{ pagination: pages("pagination"), previous: pages("previous"), next: pages("next"), page: pages("pageSr") }}
            />
          </div>
        </>
      ) : (
        <div className="rounded-xl border border-dashed border-line p-8 text-center">
          <p className="text-fg-muted">{orders.meta.total > 0 ? t("noOrdersOnPage") : t("noOrders")}</p>
          <LanguageLink href={orders.meta.total > 0 ? "/account/orders" : "/products"} className={buttonClass("primary", "md", "mt-4")}>
            {orders.meta.total > 0 ? t("firstPage") : t("startShopping")}
          </LanguageLink>
        </div>
      )}
    </div>
  );
}
