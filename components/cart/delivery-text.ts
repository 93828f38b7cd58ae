import type { Texts } from "@/lib/i18n/texts";

/**
 * The page's language's short names of weekdays and months and how a day is written (the Cart
 * messages). Written out rather than with Intl.DateTimeFormat, whose first use on a page costs the
 * browser its locale data (see lib/format.ts); the English names are those of Intl's en-US short format.
 */
export type CalendarWords = { weekdays: string[]; months: string[]; day: (parts: { weekday: string; month: string; day: number }) => string };

export function calendarWords(t: Texts): CalendarWords {
  return { weekdays: t("weekdays").split(","), months: t("months").split(","), day: (parts) => t("day", parts) };
}

/** "Thu, Nov 26" from 2026-11-26: the calendar day whatever the browser's time zone; empty when there is no date. */
export function deliveryDay(date: string, words: CalendarWords): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (!date || Number.isNaN(day.getTime())) return "";
  return words.day({ weekday: words.weekdays[day.getUTCDay()], month: words.months[day.getUTCMonth()], day: day.getUTCDate() });
}

/** "9:00 AM" from 09:00 (written out here: Intl's hour formats put a narrow space before AM in some browsers). */
function clock(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return `${hours % 12 || 12}:${String(minutes || 0).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** "9:00 AM – 12:00 PM" from 09:00 and 12:00. */
export function slotText(start: string, end: string): string {
  return start && end ? `${clock(start)} – ${clock(end)}` : "";
}

/** "Thu, Nov 26, 9:00 AM – 12:00 PM", or empty without a date. */
export function deliveryWindow(date: string, start: string, end: string, words: CalendarWords): string {
  const day = deliveryDay(date, words);
  const slot = slotText(start, end);
  return [day, slot].filter(Boolean).join(", ");
}
