import { parseNetQuantity } from "./net-quantity";
import { unitPriceBasis } from "./net-unit";

describe("parseNetQuantity", () => {
  it.each([
    ["500 g", 500, "g"],
    ["1 kg", 1, "kg"],
    ["1.5kg", 1.5, "kg"],
    ["250 GM", 250, "g"],
    ["100 gms.", 100, "g"],
    ["500 ml", 500, "ml"],
    ["1 L", 1, "l"],
    ["2 litres", 2, "l"],
    ["15 L tin", 15, "l"],
    ["20 L can", 20, "l"],
    ["1 pc", 1, "piece"],
    ["Pack of 4", 4, "piece"],
    ["Box of 48", 48, "piece"],
    ["Pack of 6 pcs", 6, "piece"],
    ["Carton of 24 × 200 g", 4800, "g"],
    ["Case of 12 × 1 L", 12, "l"],
    ["Case of 12 x 0.1 L", 1.2, "l"],
    ["2 x 500 g", 1000, "g"],
    ["  5   kg  ", 5, "kg"],
  ])("reads %p as %p %s", (label, quantity, unit) => {
    expect(parseNetQuantity(label)).toEqual({ quantity, unit });
  });

  it.each([
    "Family pack",
    "",
    "0 g",
    "Pack of 0",
    "500",
    "500 lbs",
    "1.5 pcs",
    "500 g + 100 g free",
    "Carton of 24 × 200",
  ])("leaves %p unread", (label) => {
    expect(parseNetQuantity(label)).toBeNull();
  });
});

describe("unitPriceBasis", () => {
  it.each([
    ["g", "kg"],
    ["kg", "kg"],
    ["ml", "l"],
    ["l", "l"],
    ["piece", "piece"],
  ] as const)("quotes %s per %s", (unit, basis) => expect(unitPriceBasis(unit)).toBe(basis));
});
