import { labelledDays, niceCeiling } from "./sales-chart-scale";

describe("sales chart scale", () => {
  it("rounds the axis top up to 1, 2 or 5 × 10^n", () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(4731)).toBe(5000);
    expect(niceCeiling(5249)).toBe(10000);
    expect(niceCeiling(1463)).toBe(2000);
    expect(niceCeiling(100)).toBe(100);
  });

  it("labels the first, last and evenly spaced days", () => {
    expect(labelledDays(3)).toEqual([0, 1, 2]);
    expect(labelledDays(30)).toEqual([0, 7, 15, 22, 29]);
    expect(labelledDays(7, 5)).toEqual([0, 2, 3, 5, 6]);
  });
});
