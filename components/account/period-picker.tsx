import Link from "next/link";
import { PERIOD_PRESETS, type PeriodChoice } from "@/lib/agent-period";
import { buttonClass, focusRing } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";

const PATH = "/account/dashboard";

/** Presets as links and custom dates as a plain GET form: it works before any script loads. */
export function PeriodPicker({ period }: { period: PeriodChoice }) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-2">
          {PERIOD_PRESETS.map((preset) => {
            const current = period.range === preset.value;
            return (
              <li key={preset.value}>
                <Link
                  href={`${PATH}?range=${preset.value}`}
                  aria-current={current ? "page" : undefined}
                  className={cx(
                    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium",
                    current ? "border-brand bg-brand text-brand-contrast" : "border-line hover:border-brand hover:text-brand",
                    focusRing,
                  )}
                >
                  {preset.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form action={PATH} method="get" className="flex flex-wrap items-end gap-2" aria-label="Custom dates">
        <input type="hidden" name="range" value="custom" />
        <label className="flex flex-col text-xs font-medium text-fg-muted">
          From
          <input type="date" name="from" defaultValue={period.from} required className="mt-1 h-9 rounded-lg border border-line bg-surface-raised px-2 text-sm text-fg" />
        </label>
        <label className="flex flex-col text-xs font-medium text-fg-muted">
          To
          <input type="date" name="to" defaultValue={period.to} required className="mt-1 h-9 rounded-lg border border-line bg-surface-raised px-2 text-sm text-fg" />
        </label>
        <button type="submit" className={buttonClass(period.range === "custom" ? "primary" : "outline", "sm", "h-9")}>
          Show
        </button>
      </form>
    </div>
  );
}
