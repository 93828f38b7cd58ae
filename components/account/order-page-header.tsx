import { getLocale, getTranslations } from "next-intl/server";
import type { OrderDetail } from "@/lib/api/schemas/orders";
import { formatOrderDate } from "@/lib/account-format";
import { LanguageLink } from "@/components/i18n/language-link";
import { ChevronLeftIcon } from "@/components/ui/icons";
import { OrderStatusBadge } from "./order-status-badge";

/** An order page's top: the way back, the order's number and date (and whose it is, if given), its status. */
export async function OrderPageHeader({ order, back, customerName }: { order: OrderDetail; back: { href: string; label: string }; customerName?: string }) {
  const [t, language] = await Promise.all([getTranslations("Order"), getLocale()]);
  const date = formatOrderDate(order.created_at, language);
  return (
    <>
      <LanguageLink href={back.href} className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
        <ChevronLeftIcon size={16} /> {back.label}
      </LanguageLink>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-fg">{t("title", { number: order.order_number })}</h1>
          <p className="text-sm text-fg-muted">
            {customerName ? t("customerPlacedOn", { name: customerName, date }) : t("placedOn", { date })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} label={t(`status_${order.status}`)} />
      </header>
    </>
  );
}
