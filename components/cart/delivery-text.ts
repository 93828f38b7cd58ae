import dayjs from "dayjs";

/** "Thu, Nov 26" from 2026-11-26; empty when there is no date. */
export function deliveryDay(date: string): string {
  const day = dayjs(date, "YYYY-MM-DD");
  return date && day.isValid() ? day.format("ddd, MMM D") : "";
}

/** "9:00 AM – 12:00 PM" from 09:00 and 12:00. */
export function slotText(start: string, end: string): string {
  const clock = (time: string) => dayjs(`2000-01-01T${time}`).format("h:mm A");
  return start && end ? `${clock(start)} – ${clock(end)}` : "";
}

/** "Thu, Nov 26, 9:00 AM – 12:00 PM", or empty without a date. */
export function deliveryWindow(date: string, start: string, end: string): string {
  const day = deliveryDay(date);
  const slot = slotText(start, end);
  return [day, slot].filter(Boolean).join(", ");
}
