/** The calendar day of a YYYY-MM-DD date as shoppers read it, whatever the browser's time zone. */
const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** "Thu, Nov 26" from 2026-11-26; empty when there is no date. */
export function deliveryDay(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return date && !Number.isNaN(day.getTime()) ? dayFormat.format(day) : "";
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
