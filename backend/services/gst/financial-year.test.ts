import { financialYear, indianDate, printedIndianDate } from "./financial-year";

describe("financial year", () => {
  it("turns at midnight on 1 April in India, not in UTC", () => {
    expect(financialYear(new Date("2026-03-31T18:29:59Z"))).toBe("2025-26");
    expect(financialYear(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27");
    expect(financialYear(new Date("2027-01-15T10:00:00Z"))).toBe("2026-27");
    expect(financialYear(new Date("2099-06-01T00:00:00Z"))).toBe("2099-00");
  });

  it("dates a moment by India's calendar", () => {
    expect(indianDate(new Date("2026-05-01T20:00:00Z"))).toBe("2026-05-02");
    expect(printedIndianDate(new Date("2026-05-01T20:00:00Z"))).toBe("2 May 2026");
  });
});
