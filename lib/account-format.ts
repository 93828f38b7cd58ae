/**
 * Dates in the account area, in Indian time: 'MMM D, YYYY' in English, and the same parts as the
 * page's language writes them in India (hi-IN, kn-IN) on its pages.
 */
const TIME_ZONE = "Asia/Kolkata";

const DATE: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric", timeZone: TIME_ZONE };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: "numeric", minute: "2-digit" };
const DAY: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" };
const SHORT_DAY: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", timeZone: "UTC" };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and shape; English keeps the en-US order the store has always shown. */
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = language === "en" ? "en-US" : `${language}-IN`;
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(locale, options)));
  return found;
}

const valid = (date: Date) => !Number.isNaN(date.getTime());

/** An instant as a date: 'Nov 24, 2026'. */
export function formatOrderDate(instant: string, language = "en"): string {
  const date = new Date(instant);
  return valid(date) ? formatter(language, DATE).format(date) : "";
}

/** An instant with its time: 'Nov 24, 2026, 1:30 PM'. */
export function formatOrderDateTime(instant: string, language = "en"): string {
  const date = new Date(instant);
  return valid(date) ? formatter(language, DATE_TIME).format(date) : "";
}

/** A calendar date (YYYY-MM-DD): 'Wed, Nov 25, 2026', or 'Nov 25' when short. */
export function formatCalendarDate(date: string, short = false, language = "en"): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!valid(parsed)) return "";
  return formatter(language, short ? SHORT_DAY : DAY).format(parsed);
}

/** 'HH:MM' (24h) as '9:00 AM'. */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? "AM" : "PM"}`;
}

/** A delivery slot: 'Wed, Nov 25, 2026, 9:00 AM – 12:00 PM'; '' without a date. */
export function formatSlot(date: string | null, start: string | null, end: string | null, language = "en"): string {
  if (!date) return "";
  const day = formatCalendarDate(date, false, language);
  return start && end ? `${day}, ${formatClock(start)} – ${formatClock(end)}` : day;
}
