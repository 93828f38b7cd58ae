import { deliveryDay, deliveryWindow, slotText } from "./delivery-text";

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
