import { COUPON_MESSAGES, couponDiscount, evaluateCoupon, normaliseCode, type Coupon } from "./coupons";

const NOW = new Date("2026-06-01T10:00:00.000Z");
const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  website_id: 1,
  code: "WELCOME10",
  description: null,
  kind: "percent",
  value: 10,
  min_order: 50000,
  max_discount: 20000,
  valid_from: "2026-01-01T00:00:00.000Z",
  valid_to: "2026-12-31T23:59:59.000Z",
  total_limit: null,
  per_customer_limit: 1,
  active: 1,
  private: 0,
  ...overrides,
});
const unused = { total: 0, byCustomer: 0 };
const refusal = (message: string) => expect.objectContaining({ ok: false, message });

describe("couponDiscount", () => {
  it("takes a percentage, floored to the paisa", () => {
    expect(couponDiscount(coupon(), 60_005)).toBe(6000);
  });
  it("caps a percentage at the maximum discount", () => {
    expect(couponDiscount(coupon(), 500_000)).toBe(20000);
  });
  it("takes a flat amount, never more than the amount", () => {
    expect(couponDiscount(coupon({ kind: "flat", value: 5000, max_discount: null }), 30000)).toBe(5000);
    expect(couponDiscount(coupon({ kind: "flat", value: 5000, max_discount: null }), 3000)).toBe(3000);
  });
});

describe("evaluateCoupon", () => {
  it("accepts a valid coupon at its minimum", () => {
    expect(evaluateCoupon(coupon(), 50000, unused, NOW)).toEqual({ ok: true, discount: 5000 });
  });
  it("refuses an unknown or inactive code", () => {
    expect(evaluateCoupon(undefined, 90000, unused, NOW)).toEqual(refusal("This coupon code is not valid"));
    expect(evaluateCoupon(coupon({ active: 0 }), 90000, unused, NOW)).toEqual(refusal(COUPON_MESSAGES.unknown));
  });
  it("refuses an expired coupon, and one not started yet", () => {
    expect(evaluateCoupon(coupon({ valid_to: "2026-05-31T23:59:59.000Z" }), 90000, unused, NOW)).toEqual(refusal("This coupon has expired"));
    expect(evaluateCoupon(coupon({ valid_from: "2026-07-01T00:00:00.000Z" }), 90000, unused, NOW)).toEqual(refusal(COUPON_MESSAGES.notStarted));
  });
  it("says how much more the cart needs to reach the minimum", () => {
    expect(evaluateCoupon(coupon(), 37700, unused, NOW)).toEqual(refusal("Add ₹123.00 more to use WELCOME10"));
    expect(evaluateCoupon(coupon({ min_order: 150000 }), 49950, unused, NOW)).toEqual(refusal("Add ₹1,000.50 more to use WELCOME10"));
  });
  it("names each refusal's reason, and the paise still needed below the minimum", () => {
    expect(evaluateCoupon(coupon(), 37700, unused, NOW)).toMatchObject({ reason: "belowMinimum", short: 12300 });
    expect(evaluateCoupon(coupon({ valid_to: "2026-05-31T23:59:59.000Z" }), 90000, unused, NOW)).toMatchObject({ reason: "expired", short: 0 });
    expect(evaluateCoupon(coupon(), 90000, { total: 1, byCustomer: 1 }, NOW)).toMatchObject({ reason: "customerLimit", short: 0 });
  });
  it("refuses an empty cart", () => {
    expect(evaluateCoupon(coupon({ min_order: 0 }), 0, unused, NOW)).toEqual(refusal(COUPON_MESSAGES.emptyCart));
  });
  it("refuses a coupon used up by everyone", () => {
    expect(evaluateCoupon(coupon({ total_limit: 3 }), 90000, { total: 3, byCustomer: 0 }, NOW)).toEqual(
      refusal("This coupon has reached its usage limit"),
    );
    expect(evaluateCoupon(coupon({ total_limit: 3 }), 90000, { total: 2, byCustomer: 0 }, NOW).ok).toBe(true);
  });
  it("refuses a customer who used it as often as allowed, and lets a guest apply it (checked again at checkout)", () => {
    expect(evaluateCoupon(coupon(), 90000, { total: 1, byCustomer: 1 }, NOW)).toEqual(refusal(COUPON_MESSAGES.customerLimit));
    expect(evaluateCoupon(coupon(), 90000, { total: 1, byCustomer: null }, NOW).ok).toBe(true);
    expect(evaluateCoupon(coupon({ per_customer_limit: null }), 90000, { total: 5, byCustomer: 5 }, NOW).ok).toBe(true);
  });
});

it("normalises codes to upper case without spaces around", () => {
  expect(normaliseCode("  welcome10 ")).toBe("WELCOME10");
});
