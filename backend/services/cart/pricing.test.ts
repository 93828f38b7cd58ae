import { formatPaise } from "@/lib/format";
import { cartAmount, cartTotals, cartUnits, deliveryMessage, groupDeliveries, type PricedLine } from "./pricing";

const line = (price: number, quantity: number, deliveryChargeId: number | null = 1, valid = true): PricedLine => ({
  price,
  quantity,
  valid,
  deliveryChargeId,
});
const rules = [
  { deliveryChargeId: 1, charge: 4000, freeAbove: 49900 },
  { deliveryChargeId: 2, charge: 15000, freeAbove: null },
];

describe("cart amount and units", () => {
  it("sums price × quantity of valid lines only, but counts every unit", () => {
    const lines = [line(12000, 2), line(5000, 1), line(9900, 3, null, false)];
    expect(cartAmount(lines)).toBe(29000);
    expect(cartUnits(lines)).toBe(6);
  });
});

describe("delivery per group", () => {
  it("charges a group below its free threshold and says how much more is needed", () => {
    const [group] = groupDeliveries([line(12000, 2), line(5000, 1)], rules);
    expect(group).toEqual({ deliveryChargeId: 1, amount: 29000, charge: 4000, final: 4000, shortOfFree: 20900 });
    expect(deliveryMessage([group], formatPaise)).toBe("Add ₹209.00 more for free delivery");
  });

  it("delivers free at exactly the threshold", () => {
    const groups = groupDeliveries([line(49900, 1)], rules);
    expect(groups[0]).toMatchObject({ final: 0, shortOfFree: 0 });
    expect(deliveryMessage(groups, formatPaise)).toBe("Free delivery");
  });

  it("never frees a group without a threshold, and skips invalid or unserved lines", () => {
    const groups = groupDeliveries([line(100000, 1, 2), line(500, 1, null), line(90000, 1, 1, false)], rules);
    expect(groups).toEqual([{ deliveryChargeId: 2, amount: 100000, charge: 15000, final: 15000, shortOfFree: 0 }]);
    expect(deliveryMessage(groups, formatPaise)).toBe("");
  });

  it("has no message when nothing is delivered", () => {
    expect(deliveryMessage([], formatPaise)).toBe("");
  });
});

describe("totals", () => {
  it("is amount − discount + the delivery to pay", () => {
    const lines = [line(12000, 2), line(100000, 1, 2)];
    const groups = groupDeliveries(lines, rules);
    expect(cartTotals(lines, groups, 5000)).toEqual({
      amount: 124000,
      discount: 5000,
      deliveryCharge: 19000,
      finalDelivery: 19000,
      total: 124000 - 5000 + 19000,
    });
  });

  it("never discounts more than the amount, nor less than nothing", () => {
    const lines = [line(3000, 1)];
    expect(cartTotals(lines, [], 5000)).toMatchObject({ discount: 3000, total: 0 });
    expect(cartTotals(lines, [], -10)).toMatchObject({ discount: 0, total: 3000 });
  });
});
