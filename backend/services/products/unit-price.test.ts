import { unitPricePaise } from "./unit-price";

describe("unitPricePaise", () => {
  it.each([
    ["500 g at ₹69 is ₹138/kg", 6900, 500, "g", 13800],
    ["1 kg at ₹138 is ₹138/kg", 13800, 1, "kg", 13800],
    ["5 kg at ₹640.50 is ₹128.10/kg", 64050, 5, "kg", 12810],
    ["200 ml at ₹99 is ₹495/L", 9900, 200, "ml", 49500],
    ["1 L at ₹180 is ₹180/L", 18000, 1, "l", 18000],
    ["Pack of 3 at ₹100 is ₹33.33 a piece", 10000, 3, "piece", 3333],
    ["Pack of 6 at ₹100 rounds ₹16.666… up to ₹16.67", 10000, 6, "piece", 1667],
    ["a half paisa rounds up: ₹0.05 for 10 pieces", 5, 10, "piece", 1],
    ["below a half paisa rounds down: ₹0.04 for 10 pieces", 4, 10, "piece", 0],
    ["0.1 L at ₹10 is ₹100/L, not ₹99.99", 1000, 0.1, "l", 10000],
    ["1.1 kg at ₹110 is ₹100/kg", 11000, 1.1, "kg", 10000],
    ["7 g at ₹1 is ₹142.86/kg", 100, 7, "g", 14286],
    ["a 50 kg sack at ₹1 crore stays exact", 1_000_000_000, 50, "kg", 20_000_000],
    ["a free pack is ₹0/kg", 0, 500, "g", 0],
  ] as const)("%s", (_, price, quantity, unit, expected) => {
    expect(unitPricePaise(price, quantity, unit)).toBe(expected);
  });

  it.each([
    [null, "g"],
    [500, null],
    [0, "kg"],
    [-1, "kg"],
    [0.0001, "kg"],
  ] as const)("has none for quantity %p %p", (quantity, unit) => {
    expect(unitPricePaise(6900, quantity, unit)).toBeNull();
  });
});
