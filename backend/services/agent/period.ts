import type { Result } from "@/backend/services/result";

/** Sales days are Indian days: the store's customers and agents live on IST (UTC+05:30, no DST). */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const DEFAULT_PERIOD_DAYS = 30;
const MAX_PERIOD_DAYS = 366;

export const PERIOD_MESSAGES = {
  invalidDate: "Enter a real date like 2025-01-31",
  startAfterEnd: "The start date must be on or before the end date",
  tooLong: `Choose a period of at most ${MAX_PERIOD_DAYS} days`,
} as const;

/** The UTC instant an Indian day (YYYY-MM-DD) starts at. */
export const istDayStartsAt = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS).toISOString();

export const istDateOf = (instant: Date | string) => new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Days since 1970-01-01 of a YYYY-MM-DD date; null for anything that is not a real date. */
function dayNumber(date: string): number | null {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) return null;
  return time / DAY_MS;
}

const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface Period {
  from: string;
  to: string;
  /** Every date of the period, oldest first. */
  days: string[];
  /** UTC instants bounding the period: start inclusive, end exclusive. */
  startsAt: string;
  endsAt: string;
}

/** `invalidDate`: from or to is not a real date; `startAfterEnd`; `tooLong`: more days than a period may have. */
export type PeriodResult = Result<{ period: Period }, keyof typeof PERIOD_MESSAGES>;

/** Defaults to the last 30 days up to today (IST). */
export function resolvePeriod(query: { from?: string; to?: string }, now = new Date()): PeriodResult {
  const to = dayNumber(query.to || istDateOf(now));
  if (to === null) return { ok: false, reason: "invalidDate" };
  const from = query.from ? dayNumber(query.from) : to - (DEFAULT_PERIOD_DAYS - 1);
  if (from === null) return { ok: false, reason: "invalidDate" };
  if (from > to) return { ok: false, reason: "startAfterEnd" };
  if (to - from + 1 > MAX_PERIOD_DAYS) return { ok: false, reason: "tooLong" };
  const days = Array.from({ length: to - from + 1 }, (_, index) => dateOfDay(from + index));
  return {
    ok: true,
    period: {
      from: dateOfDay(from),
      to: dateOfDay(to),
      days,
      startsAt: new Date(from * DAY_MS - IST_OFFSET_MS).toISOString(),
      endsAt: new Date((to + 1) * DAY_MS - IST_OFFSET_MS).toISOString(),
    },
  };
}
