import { daysBefore, indianToday, periodFromParams } from "./agent-period";

describe("sales dashboard period", () => {
  const today = "2026-11-25";

  it("counts presets back from today, 30 days by default", () => {
    expect(periodFromParams({}, today)).toEqual({ range: "30", from: "2026-10-27", to: today });
    expect(periodFromParams({ range: "7" }, today)).toEqual({ range: "7", from: "2026-11-19", to: today });
    expect(periodFromParams({ range: "90" }, today)).toEqual({ range: "90", from: "2026-08-28", to: today });
    expect(periodFromParams({ range: "12" }, today).range).toBe("30");
  });

  it("takes custom dates as given, else falls back to the default", () => {
    expect(periodFromParams({ range: "custom", from: "2026-01-01", to: "2026-01-31" }, today)).toEqual({ range: "custom", from: "2026-01-01", to: "2026-01-31" });
    expect(periodFromParams({ range: "custom", from: "yesterday", to: "2026-01-31" }, today).range).toBe("30");
  });

  it("knows the Indian date", () => {
    expect(indianToday(new Date("2026-11-25T19:00:00Z"))).toBe("2026-11-26");
    expect(indianToday(new Date("2026-11-25T18:00:00Z"))).toBe("2026-11-25");
    expect(daysBefore("2026-03-01", 1)).toBe("2026-02-28");
  });
});
