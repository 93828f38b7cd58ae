import fc from "fast-check";
import { englishTexts } from "@/testing/with-messages";
import { calendarWords, deliveryDay as dayIn, deliveryWindow as windowIn, slotText } from "./delivery-text";

const english = calendarWords(englishTexts("Cart"));
const deliveryDay = (date: string) => dayIn(date, english);
const deliveryWindow = (date: string, start: string, end: string) => windowIn(date, start, end, english);

it("shows delivery dates and slots as shoppers read them", () => {
  expect(deliveryDay("2026-11-26")).toBe("Thu, Nov 26");
  expect(slotText("09:00", "12:00")).toBe("9:00 AM – 12:00 PM");
  expect(slotText("17:00", "20:00")).toBe("5:00 PM – 8:00 PM");
  expect(deliveryWindow("2026-11-26", "09:00", "12:00")).toBe("Thu, Nov 26, 9:00 AM – 12:00 PM");
  expect(deliveryWindow("", "", "")).toBe("");
});

it("reads the calendar day whatever the time zone, and midnight and noon on a 12-hour clock", () => {
  expect(deliveryDay("2026-01-01")).toBe("Thu, Jan 1");
  expect(deliveryDay("not a date")).toBe("");
  expect(slotText("00:30", "12:00")).toBe("12:30 AM – 12:00 PM");
});

it("names every weekday and month as Intl's en-US short format does", () => {
  const intl = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
  for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
    const date = new Date(day).toISOString().slice(0, 10);
    expect(deliveryDay(date)).toBe(intl.format(new Date(day)));
  }
});

it("writes any day and slot as Intl's en-US formats do", () => {
  const day = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
  const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "UTC" });
  // On purpose: some engines put a narrow no-break space before AM/PM; the store always writes a plain space.
  const intlClock = (at: Date) => clock.format(at).replace(/\s/g, " ");
  const anyDay = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }).map((ms) => new Date(ms));
  const anyTime = fc.record({ hours: fc.integer({ min: 0, max: 23 }), minutes: fc.integer({ min: 0, max: 59 }) });
  const hhmm = ({ hours, minutes }: { hours: number; minutes: number }) => `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
  const at = ({ hours, minutes }: { hours: number; minutes: number }) => new Date(Date.UTC(2026, 0, 1, hours, minutes));
  fc.assert(fc.property(anyDay, (date) => deliveryDay(date.toISOString()) === day.format(date)), { numRuns: 5_000 });
  fc.assert(
    fc.property(anyTime, anyTime, (start, end) => slotText(hhmm(start), hhmm(end)) === `${intlClock(at(start))} – ${intlClock(at(end))}`),
    { numRuns: 5_000 },
  );
});

it("writes the day in the page's language", () => {
  const words = { weekdays: ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"], months: Array.from({ length: 12 }, (_, index) => `M${index + 1}`) };
  expect(dayIn("2026-11-26", { ...words, day: ({ weekday, month, day }) => `${weekday}, ${day} ${month}` })).toBe("गुरु, 26 M11");
});
