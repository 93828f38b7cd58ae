import type { AgentDashboard } from "@/lib/api/schemas/agent";
import { formatCalendarDate } from "@/lib/account-format";
import { formatPrice } from "@/lib/format";
import { labelledDays, niceCeiling } from "./sales-chart-scale";

type Day = AgentDashboard["sales_by_day"][number];

const WIDTH = 720;
const HEIGHT = 240;
const LEFT = 64;
const BOTTOM = 28;
const TOP = 12;

const compactRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", notation: "compact", maximumSignificantDigits: 3 });

/**
 * Sales per day as an inline SVG bar chart (no chart library). Screen readers get a summary, each
 * bar names its day and amount, and the same figures follow as a table.
 */
export function SalesChart({ days, id = "sales-chart" }: { days: Day[]; id?: string }) {
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.total)));
  const plotWidth = WIDTH - LEFT - 8;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, Math.min(28, slot * 0.7));
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const best = days.reduce<Day | null>((max, day) => (max === null || day.total > max.total ? day : max), null);
  const activeDays = days.filter((day) => day.orders > 0).length;
  const summary = best && best.total > 0
    ? `Sales on ${activeDays} of ${days.length} days; the best day was ${formatCalendarDate(best.date)} with ${formatPrice(best.total)}.`
    : `No sales in these ${days.length} days.`;

  return (
    <figure className="flex flex-col gap-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full text-fg-muted"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>Sales per day</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH - 8} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={tick === 0 ? 0.5 : 0.15} />
            <text x={LEFT - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="12" fill="currentColor">
              {compactRupees.format(tick)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const height = (day.total / top) * plotHeight;
          return (
            <rect
              key={day.date}
              x={LEFT + index * slot + (slot - barWidth) / 2}
              y={y(day.total)}
              width={barWidth}
              height={Math.max(height, 0)}
              rx={Math.min(3, barWidth / 3)}
              className="fill-brand"
            >
              <title>{`${formatCalendarDate(day.date, true)}: ${formatPrice(day.total)}, ${day.orders} ${day.orders === 1 ? "order" : "orders"}`}</title>
            </rect>
          );
        })}
        {labelledDays(days.length).map((index) => (
          <text
            key={days[index].date}
            x={LEFT + index * slot + slot / 2}
            y={HEIGHT - 8}
            textAnchor={index === 0 ? "start" : index === days.length - 1 ? "end" : "middle"}
            fontSize="12"
            fill="currentColor"
          >
            {formatCalendarDate(days[index].date, true)}
          </text>
        ))}
      </svg>
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
