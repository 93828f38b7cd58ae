import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { formatOrderDate } from "@/lib/account-format";
import { serverFetch } from "@/lib/api/server-transport";
import { fetchStockAlerts } from "@/lib/api/stock-alerts";
import { packLabel } from "@/lib/api/schemas/stock";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { productPath } from "@/lib/paths";
import { accountPageMetadata } from "@/lib/seo/account-page-metadata";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { LanguageLink } from "@/components/i18n/language-link";

type Props = { params: Promise<SiteParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountPageMetadata(params, "alertsTitle");
}

/** The packs the customer is waiting for; each request closes when its message is sent. */
export default async function StockAlertsPage({ params }: Props) {
  const { language, prefix } = await siteOf(params);
  await requireSignedIn(prefix);
  const [alerts, t] = await Promise.all([fetchStockAlerts(serverFetch), getTranslations({ locale: language, namespace: "AccountPages" })]);
  return (
    <div>
      <h1 className="mb-2 text-2xl font-bold text-fg">{t("alertsTitle")}</h1>
      <p className="mb-5 text-sm text-fg-muted">{t("alertsIntro")}</p>
      {alerts.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface-raised p-4 text-fg-muted">{t("noAlerts")}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface-raised">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <LanguageLink href={productPath(alert.slug)} prefetch={false} className="font-semibold text-fg hover:text-brand hover:underline">
                {packLabel(alert.product_name, alert.pack_name)}
              </LanguageLink>
              <span className="text-sm text-fg-muted">{t("askedOn", { date: formatOrderDate(alert.created_at, language) })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
