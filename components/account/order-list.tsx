import { getLocale, getTranslations } from "next-intl/server";
import type { OrderSummary } from "@/lib/api/schemas/orders";
import { formatOrderDate, formatSlot } from "@/lib/account-format";
import { formatPrice } from "@/lib/format";
import { focusRing } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { ChevronRightIcon } from "@/components/ui/icons";
import { LanguageLink } from "@/components/i18n/language-link";
import { OrderAgainButton } from "./order-again-button";
import { OrderStatusBadge } from "./order-status-badge";
import { orderPath } from "@/lib/paths";

/**
 * Orders as cards linking to their detail page, each with its "Order again" button. A card does not
 * prefetch its order: a page of cards would ask the server to render every order page, privately.
 */
export async function OrderList({ orders }: { orders: OrderSummary[] }) {
  const [t, order, language] = await Promise.all([getTranslations("AccountPages"), getTranslations("Order"), getLocale()]);
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((summary) => (
        <li key={summary.id} className="rounded-xl border border-line bg-surface-raised hover:border-brand">
          <LanguageLink href={orderPath(summary.id)} prefetch={false} className={cx("flex items-center gap-4 rounded-t-xl p-4", focusRing)}>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-fg">{order("title", { number: summary.order_number })}</span>
                <OrderStatusBadge status={summary.status} label={order(`status_${summary.status}`)} />
              </div>
              <p className="mt-1 text-sm text-fg-muted">
                {order("placedOn", { date: formatOrderDate(summary.created_at, language) })} · {t("itemCount", { count: summary.item_count })}
              </p>
              {summary.status !== "delivered" && summary.status !== "cancelled" && summary.del_date && (
                <p className="mt-1 text-sm text-fg-muted">{t("deliverySlot", { slot: formatSlot(summary.del_date, summary.del_start_time, summary.del_end_time, language) })}</p>
              )}
            </div>
            <div className="text-right">
              <p className="font-semibold text-fg">{formatPrice(summary.total)}</p>
              <span className="sr-only">{order("viewOrder")}</span>
            </div>
            <ChevronRightIcon size={18} aria-hidden="true" />
          </LanguageLink>
          <OrderAgainButton orderId={summary.id} orderNumber={summary.order_number} className="border-t border-line px-4 py-3" />
        </li>
      ))}
    </ul>
  );
}
