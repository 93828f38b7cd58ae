import { formatCalendarDate, formatClock, formatOrderDate, formatOrderDateTime, formatSlot } from "./account-format";

describe("account dates", () => {
  it("shows instants in Indian time as MMM D, YYYY", () => {
    expect(formatOrderDate("2026-11-24T20:00:00.000Z")).toBe("Nov 25, 2026");
    expect(formatOrderDateTime("2026-11-24T08:00:00.000Z")).toBe("Nov 24, 2026, 1:30 PM");
    expect(formatOrderDate("nonsense")).toBe("");
  });

  it("formats calendar dates, clock times and slots", () => {
    expect(formatCalendarDate("2026-11-25")).toBe("Wed, Nov 25, 2026");
    expect(formatCalendarDate("2026-11-25", true)).toBe("Nov 25");
    expect(formatClock("09:00")).toBe("9:00 AM");
    expect(formatClock("12:00")).toBe("12:00 PM");
    expect(formatClock("00:30")).toBe("12:30 AM");
    expect(formatClock("17:45")).toBe("5:45 PM");
    expect(formatSlot("2026-11-25", "17:00", "20:00")).toBe("Wed, Nov 25, 2026, 5:00 PM – 8:00 PM");
    expect(formatSlot("2026-11-25", null, null)).toBe("Wed, Nov 25, 2026");
    expect(formatSlot(null, "17:00", "20:00")).toBe("");
  });

  it("writes dates and slots in the page's language as India writes it", () => {
    expect(formatOrderDate("2026-11-24T20:00:00.000Z", "hi")).toBe("25 नव॰ 2026");
    expect(formatSlot("2026-11-25", "17:00", "20:00", "kn")).toBe("ಬುಧ, ನವೆಂ 25, 2026, 5:00 PM – 8:00 PM");
  });
});
