/** Dates in the account area read as 'MMM D, YYYY' and in Indian time. */
const TIME_ZONE = "Asia/Kolkata";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});
const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

const valid = (date: Date) => !Number.isNaN(date.getTime());

/** An instant as a date: 'Nov 24, 2026'. */
export function formatOrderDate(instant: string): string {
  const date = new Date(instant);
  return valid(date) ? dateFormat.format(date) : "";
}

/** An instant with its time: 'Nov 24, 2026, 1:30 PM'. */
export function formatOrderDateTime(instant: string): string {
  const date = new Date(instant);
  return valid(date) ? dateTimeFormat.format(date) : "";
}

/** A calendar date (YYYY-MM-DD): 'Wed, Nov 25, 2026', or 'Nov 25' when short. */
export function formatCalendarDate(date: string, short = false): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!valid(parsed)) return "";
  return (short ? shortDayFormat : dayFormat).format(parsed);
}

/** 'HH:MM' (24h) as '9:00 AM'. */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? "AM" : "PM"}`;
}

/** A delivery slot: 'Wed, Nov 25, 2026, 9:00 AM – 12:00 PM'; '' without a date. */
export function formatSlot(date: string | null, start: string | null, end: string | null): string {
  if (!date) return "";
  const day = formatCalendarDate(date);
  return start && end ? `${day}, ${formatClock(start)} – ${formatClock(end)}` : day;
}
