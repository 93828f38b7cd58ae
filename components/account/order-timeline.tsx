import { getLocale, getTranslations } from "next-intl/server";
import type { OrderEvent } from "@/lib/api/schemas/orders";
import { formatOrderDateTime } from "@/lib/account-format";
import { PAYMENT_METHOD_CODES } from "@/lib/api/contract/orders";

/** The note the server writes when an order is placed ("Order placed — Cash on Delivery"): its method's code, if it is that note. */
function placedWith(note: string): string | undefined {
  return PAYMENT_METHOD_CODES.find(([, label]) => note === `Order placed — ${label}`)?.[0];
}
import { cx } from "@/components/ui/cx";

/** The order's status history, oldest first, as an ordered list. */
export async function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const [t, language] = await Promise.all([getTranslations("Order"), getLocale()]);
  // The placing note in the page's words; any other note as the store wrote it.
  const noteText = (note: string) => {
    const method = placedWith(note);
    return method ? t("notePlaced", { method: t(`method_${method}`) }) : note;
  };
  return (
    <ol className="relative flex flex-col gap-4 border-l-2 border-line pl-5">
      {events.map((event, index) => (
        <li key={`${event.status}-${event.created_at}`} className="relative">
          <span
            aria-hidden="true"
            className={cx(
              "absolute top-1 -left-[27px] h-3 w-3 rounded-full border-2 border-surface-raised",
              event.status === "cancelled" ? "bg-danger" : index === events.length - 1 ? "bg-brand" : "bg-success",
            )}
          />
          <p className="text-sm font-semibold text-fg">{t(`status_${event.status}`)}</p>
          {event.note && <p className="text-sm text-fg-muted">{noteText(event.note)}</p>}
          <p className="text-xs text-fg-muted">
            <time dateTime={event.created_at}>{formatOrderDateTime(event.created_at, language)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
