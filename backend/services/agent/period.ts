import { badRequest } from "@/backend/http/errors";

/** Sales days are Indian days: the store's customers and agents live on IST (UTC+05:30, no DST). */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const DEFAULT_PERIOD_DAYS = 30;
const MAX_PERIOD_DAYS = 366;

const PERIOD_MESSAGES = {
  invalidDate: "Enter a real date like 2025-01-31",
  order: "The start date must be on or before the end date",
  tooLong: `Choose a period of at most ${MAX_PERIOD_DAYS} days`,
} as const;

export const istDateOf = (instant: Date | string) => new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

function dayNumber(date: string): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) throw badRequest(PERIOD_MESSAGES.invalidDate);
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

/** Defaults to the last 30 days up to today (IST). */
export function resolvePeriod(query: { from?: string; to?: string }, now = new Date()): Period {
  const to = query.to ? dayNumber(query.to) : dayNumber(istDateOf(now));
  const from = query.from ? dayNumber(query.from) : to - (DEFAULT_PERIOD_DAYS - 1);
  if (from > to) throw badRequest(PERIOD_MESSAGES.order);
  if (to - from + 1 > MAX_PERIOD_DAYS) throw badRequest(PERIOD_MESSAGES.tooLong);
  const days = Array.from({ length: to - from + 1 }, (_, index) => dateOfDay(from + index));
  return {
    from: dateOfDay(from),
    to: dateOfDay(to),
    days,
    startsAt: new Date(from * DAY_MS - IST_OFFSET_MS).toISOString(),
    endsAt: new Date((to + 1) * DAY_MS - IST_OFFSET_MS).toISOString(),
  };
}
