// Written out rather than with Intl.DateTimeFormat, whose first use on a page costs the browser its
// locale data (see lib/format.ts); the names are those of Intl's en-US short format.
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Thu, Nov 26" from 2026-11-26: the calendar day whatever the browser's time zone; empty when there is no date. */
export function deliveryDay(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (!date || Number.isNaN(day.getTime())) return "";
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
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
export function deliveryWindow(date: string, start: string, end: string): string {
  const day = deliveryDay(date);
  const slot = slotText(start, end);
  return [day, slot].filter(Boolean).join(", ");
}
