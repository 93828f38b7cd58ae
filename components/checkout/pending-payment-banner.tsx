import { getTranslations } from "next-intl/server";
import type { OrderDetail } from "@/lib/api/schemas/orders";
import { formatPrice } from "@/lib/format";
import { LanguageLink } from "@/components/i18n/language-link";
import { buttonClass } from "@/components/ui/button";
import { InfoIcon } from "@/components/ui/icons";
import { ONLINE_METHODS, paymentStartPath } from "./checkout-flow";

/** An online order that has not been paid and is not cancelled can still be paid. */
export function isPayable(order: Pick<OrderDetail, "payment_method" | "payment_status" | "status">): boolean {
  return ONLINE_METHODS.has(order.payment_method) && (order.payment_status === "pending" || order.payment_status === "failed") && order.status !== "cancelled";
}

/** Back from a gateway without paying: the order waits, and one click opens its payment again. */
export async function PendingPaymentBanner({ order }: { order: OrderDetail }) {
  const t = await getTranslations("Checkout");
  return (
    <section
      role="status"
      aria-label={t("waitingLabel")}
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand/40 bg-brand/10 p-4"
    >
      <p className="flex items-start gap-2 text-sm text-fg">
        <InfoIcon size={18} className="mt-0.5 shrink-0 text-brand" />
        <span>{t.rich("waiting", { number: order.order_number, total: formatPrice(order.total), strong: (words) => <strong>{words}</strong> })}</span>
      </p>
      <LanguageLink href={paymentStartPath(order.payment_method, order.id)} className={buttonClass("primary")}>
        {t("payNow")}
      </LanguageLink>
    </section>
  );
}
