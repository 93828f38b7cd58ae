import fc from "fast-check";
import { discountPercent, formatDiscount, formatPrice, formatUnitPrice } from "./format";

describe("formatPrice", () => {
  it.each([
    [0, "₹0.00"],
    [5, "₹5.00"],
    [99.5, "₹99.50"],
    [1234, "₹1,234.00"],
    [123456, "₹1,23,456.00"],
    [12345678.9, "₹1,23,45,678.90"],
    ["250", "₹250.00"],
    [null, "₹0.00"],
    [Number.NaN, "₹0.00"],
    [1.005, "₹1.01"],
    [2.675, "₹2.68"],
    [999.995, "₹1,000.00"],
    [0.1 + 0.2, "₹0.30"],
    [-20, "-₹20.00"],
    [-0.001, "₹0.00"],
    [1e-7, "₹0.00"],
    [1e21, "₹1,00,00,00,00,00,00,00,00,00,000.00"],
  ])("formats %p as %s", (input, expected) => {
    expect(formatPrice(input as number)).toBe(expected);
  });

  it("writes what Intl's en-IN currency format writes, without loading it in the browser", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
    const amounts = [0.004, 0.005, 0.015, 10.125, 99.999, 100000, 9999999.995, 123456789012.34];
    for (let paise = 1; paise < 1e12; paise = Math.ceil(paise * 1.5) + 7) amounts.push(paise / 100, paise / 1000, -paise / 100);
    for (const amount of amounts) expect(formatPrice(amount)).toBe(intl.format(amount));
  });

  it("agrees with Intl on any amount, negative and zero included, except that no zero is ever negative", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
    // On purpose: Intl writes "-₹0.00" for an amount that rounds to zero from below; a shopper never sees a negative zero.
    const expected = (amount: number) => intl.format(amount).replace(/^-(₹0\.00)$/, "$1");
    const paise = fc.integer({ min: -1e13, max: 1e13 }).map((whole) => whole / 100);
    const anyAmount = fc.double({ min: -1e12, max: 1e12, noNaN: true });
    const nearZero = fc.double({ min: -0.01, max: 0.01, noNaN: true });
    for (const amounts of [paise, anyAmount, nearZero, fc.constantFrom(0, -0, 0.005, -0.005, -0.004)]) {
      fc.assert(fc.property(amounts, (amount) => formatPrice(amount) === expected(amount)), { numRuns: 5_000 });
    }
  });

  it("writes a negative zero where Intl does, and only there, as the one difference", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
    expect(intl.format(-0.004)).toBe("-₹0.00");
    expect(formatPrice(-0.004)).toBe("₹0.00");
  });
});

describe("formatDiscount", () => {
  it("shows percentages by default", () => expect(formatDiscount(10, null)).toBe("10% off"));
  it("shows flat discounts in rupees", () => expect(formatDiscount(20, "flat")).toBe("₹20.00 off"));
  it("is empty without a discount", () => expect(formatDiscount(0, "percent")).toBe(""));
});

describe("discountPercent", () => {
  it("rounds the saving against the MRP", () => expect(discountPercent(90, 100)).toBe(10));
  it("is zero when the MRP is not higher", () => expect(discountPercent(100, 100)).toBe(0));
});

describe("formatUnitPrice", () => {
  it.each([
    [138, "g", "₹138/kg"],
    [138, "kg", "₹138/kg"],
    [89.25, "ml", "₹89.25/L"],
    [180, "l", "₹180/L"],
    [70.5, "piece", "₹70.50/pc"],
    [1234.5, "kg", "₹1,234.50/kg"],
    [0, "kg", "₹0/kg"],
    [1234567, "kg", "₹12,34,567/kg"],
  ] as const)("shows %p per %s as %s", (price, unit, expected) => expect(formatUnitPrice(price, unit)).toBe(expected));
});
