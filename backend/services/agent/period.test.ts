import { resolvePeriod } from "./period";

const NOW = new Date("2026-06-01T20:00:00.000Z"); // 2 June in India

describe("resolvePeriod", () => {
  it("names a date that does not exist", () => {
    expect(resolvePeriod({ from: "2026-02-30" }, NOW)).toEqual({ ok: false, reason: "invalidDate" });
    expect(resolvePeriod({ to: "yesterday" }, NOW)).toEqual({ ok: false, reason: "invalidDate" });
  });

  it("names a start after the end", () => {
    expect(resolvePeriod({ from: "2026-05-02", to: "2026-05-01" }, NOW)).toEqual({ ok: false, reason: "startAfterEnd" });
  });

  it("names a period longer than 366 days", () => {
    expect(resolvePeriod({ from: "2025-01-01", to: "2026-01-02" }, NOW)).toEqual({ ok: false, reason: "tooLong" });
  });

  it("defaults to the 30 Indian days up to today", () => {
    expect(resolvePeriod({}, NOW)).toMatchObject({
      ok: true,
      period: { from: "2026-05-04", to: "2026-06-02", startsAt: "2026-05-03T18:30:00.000Z", endsAt: "2026-06-02T18:30:00.000Z" },
    });
  });
});
