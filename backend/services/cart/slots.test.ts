import { upcomingSlots } from "./slots";

const rules = [
  { start_time: "17:00", end_time: "20:00", cutoff_minutes: 120 },
  { start_time: "09:00", end_time: "12:00", cutoff_minutes: 120 },
  { start_time: "12:00", end_time: "15:00", cutoff_minutes: 120 },
];
// 06:30 in India is 01:00 UTC.
const at = (utc: string) => new Date(`2026-03-10T${utc}:00.000Z`);

describe("upcomingSlots", () => {
  it("offers today's slots whose cut-off has not passed, earliest first", () => {
    expect(upcomingSlots(rules, at("01:00"), 3)).toEqual([
      { date: "2026-03-10", start_time: "09:00", end_time: "12:00" },
      { date: "2026-03-10", start_time: "12:00", end_time: "15:00" },
      { date: "2026-03-10", start_time: "17:00", end_time: "20:00" },
    ]);
  });

  it("skips a slot inside its cut-off (10:01 local is too late for 12:00 with 120 minutes)", () => {
    expect(upcomingSlots(rules, at("04:31"), 1)).toEqual([{ date: "2026-03-10", start_time: "17:00", end_time: "20:00" }]);
    expect(upcomingSlots(rules, at("04:30"), 1)).toEqual([{ date: "2026-03-10", start_time: "12:00", end_time: "15:00" }]);
  });

  it("moves to the next local day after the last cut-off, counting days in India's time", () => {
    // 19:00 UTC is 00:30 the next day in India: every slot of that day is still open.
    expect(upcomingSlots(rules, at("19:00"), 1)).toEqual([{ date: "2026-03-11", start_time: "09:00", end_time: "12:00" }]);
    expect(upcomingSlots(rules, at("12:00"), 2)).toEqual([
      { date: "2026-03-11", start_time: "09:00", end_time: "12:00" },
      { date: "2026-03-11", start_time: "12:00", end_time: "15:00" },
    ]);
  });

  it("offers nothing without slots", () => {
    expect(upcomingSlots([], at("01:00"))).toEqual([]);
  });
});
