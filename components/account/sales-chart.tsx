import type { CSSProperties } from "react";
import type { AgentDashboard } from "@/lib/api/schemas/agent";
import { formatCalendarDate } from "@/lib/account-format";
import { formatPrice } from "@/lib/format";
import { cx } from "@/components/ui/cx";
import { labelledDays, niceCeiling } from "./sales-chart-scale";

type Day = AgentDashboard["sales_by_day"][number];

const compactRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", notation: "compact", maximumSignificantDigits: 3 });

/** Date labels: a few on a phone, more from Tailwind's sm width up (the extra ones hide below it). */
const PHONE_DATE_LABELS = 3;
const WIDE_DATE_LABELS = 5;

function dateLabelPosition(index: number, count: number): CSSProperties {
  if (index === 0) return { left: 0 };
  if (index === count - 1) return { right: 0 };
  return { left: `${((index + 0.5) / count) * 100}%`, transform: "translateX(-50%)" };
}

/**
 * Sales per day as a bar chart drawn with HTML and CSS (no chart library), so its labels keep their
 * text size at every width instead of shrinking with a scaled drawing. Screen readers get a summary,
 * each bar names its day and amount, and the same figures follow as a table.
 */
export function SalesChart({ days, id = "sales-chart" }: { days: Day[]; id?: string }) {
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.total)));
  const best = days.reduce<Day | null>((max, day) => (max === null || day.total > max.total ? day : max), null);
  const activeDays = days.filter((day) => day.orders > 0).length;
  const sold = best !== null && best.total > 0;
  const summary = sold
    ? `Sales on ${activeDays} of ${days.length} days; the best day was ${formatCalendarDate(best.date)} with ${formatPrice(best.total)}.`
    : `No sales in these ${days.length} days.`;
  const phoneLabels = new Set(labelledDays(days.length, PHONE_DATE_LABELS));
  const labels = [...new Set([...phoneLabels, ...labelledDays(days.length, WIDE_DATE_LABELS)])].sort((a, b) => a - b);

  return (
    <figure className="flex flex-col gap-3">
      <div role="img" aria-labelledby={`${id}-title ${id}-desc`} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs text-fg-muted">
        <span id={`${id}-title`} hidden>Sales per day</span>
        <span id={`${id}-desc`} hidden>{summary}</span>
        {/* Label centres sit on the grid lines: the plot below is inset by half a line of text. */}
        <div className="flex h-48 flex-col justify-between text-right sm:h-64">
          {/* With no sales only the baseline is labelled: a scale of ₹1 would read as data. */}
          {[top, top / 2, 0].map((tick) => (
            <span key={tick}>{tick === 0 || sold ? compactRupees.format(tick) : "\u00a0"}</span>
          ))}
        </div>
        <div className="relative h-48 sm:h-64">
          <div className="absolute inset-x-0 inset-y-2">
            {[1, 0.5, 0].map((share) => (
              <div key={share} className={cx("absolute inset-x-0 border-t", share === 0 ? "border-fg-muted/50" : "border-fg-muted/15")} style={{ bottom: `${share * 100}%` }} />
            ))}
            <div className="absolute inset-0 flex items-end">
              {days.map((day) => (
                <div key={day.date} className="flex h-full min-w-0 flex-1 items-end justify-center">
                  <div
                    title={`${formatCalendarDate(day.date, true)}: ${formatPrice(day.total)}, ${day.orders} ${day.orders === 1 ? "order" : "orders"}`}
                    className="w-[70%] min-w-0.5 max-w-7 rounded-t-sm bg-brand"
                    style={{ height: `${(day.total / top) * 100}%` }}
                  />
                </div>
              ))}
            </div>
          </div>
        </div>
        <div />
        <div className="relative mt-1 h-4">
          {labels.map((index) => (
            <span
              key={days[index].date}
              className={cx("absolute top-0 whitespace-nowrap", !phoneLabels.has(index) && "max-sm:hidden")}
              style={dateLabelPosition(index, days.length)}
            >
              {formatCalendarDate(days[index].date, true)}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="text-sm text-fg-muted">{summary}</figcaption>
      <details className="rounded-lg border border-line">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-fg">Show sales per day as a table</summary>
        <div className="max-h-80 overflow-y-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Sales per day</caption>
            <thead className="sticky top-0 bg-surface-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">Date</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">Orders</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">Sales</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t border-line">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">{formatCalendarDate(day.date)}</th>
                  <td className="px-3 py-1.5 text-right">{day.orders}</td>
                  <td className="px-3 py-1.5 text-right">{formatPrice(day.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
