import fc from "fast-check";
import { apportion, computeTax, GST_RATES, type GstRate, type ItemLine } from "./tax-lines";

const item = (amountPaise: number, rate: GstRate, quantity = 1): ItemLine => ({
  description: `Item at ${rate}%`,
  hsn: "1006",
  quantity,
  unitPricePaise: amountPaise / quantity,
  amountPaise,
  rate,
});

describe("GST carved out of inclusive prices", () => {
  it("within the seller's state splits the tax into equal CGST and SGST", () => {
    const tax = computeTax({ items: [item(11_800, 18)], discountPaise: 0, deliveryPaise: 0, intraState: true });
    expect(tax.lines[0]).toMatchObject({ taxablePaise: 10_000, cgstPaise: 900, sgstPaise: 900, igstPaise: 0, totalPaise: 11_800 });
    expect(tax).toMatchObject({ taxablePaise: 10_000, cgstPaise: 900, sgstPaise: 900, igstPaise: 0, totalPaise: 11_800 });
  });

  it("to another state charges IGST only", () => {
    const tax = computeTax({ items: [item(10_500, 5)], discountPaise: 0, deliveryPaise: 0, intraState: false });
    expect(tax.lines[0]).toMatchObject({ taxablePaise: 10_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 500 });
  });

  it("keeps each rate apart and sums them per rate (mixed rates, 0 % included)", () => {
    const tax = computeTax({ items: [item(11_200, 12), item(10_000, 0), item(21_000, 5, 2), item(5_900, 18)], discountPaise: 0, deliveryPaise: 0, intraState: true });
    expect(tax.byRate).toEqual([
      { rate: 0, taxablePaise: 10_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
      { rate: 5, taxablePaise: 20_000, cgstPaise: 500, sgstPaise: 500, igstPaise: 0 },
      { rate: 12, taxablePaise: 10_000, cgstPaise: 600, sgstPaise: 600, igstPaise: 0 },
      { rate: 18, taxablePaise: 5_000, cgstPaise: 450, sgstPaise: 450, igstPaise: 0 },
    ]);
    expect(tax.totalPaise).toBe(48_100);
  });

  it("spreads a discount over the items in proportion to their value, lowering each taxable value", () => {
    const tax = computeTax({ items: [item(30_000, 5), item(10_000, 18)], discountPaise: 4_000, deliveryPaise: 0, intraState: true });
    expect(tax.lines.map((line) => line.discountPaise)).toEqual([3_000, 1_000]);
    expect(tax.lines.map((line) => line.totalPaise)).toEqual([27_000, 9_000]);
    expect(tax.lines[0]).toMatchObject({ taxablePaise: 25_714, cgstPaise: 643, sgstPaise: 643 });
    expect(tax.totalPaise).toBe(36_000);
  });

  it("taxes the delivery charge at the rate of the item of highest value, as a line of its own", () => {
    const tax = computeTax({ items: [item(5_000, 18), item(20_000, 5)], discountPaise: 0, deliveryPaise: 4_000, intraState: false });
    const delivery = tax.lines.at(-1)!;
    expect(delivery).toMatchObject({ description: "Delivery charges", rate: 5, amountPaise: 4_000, taxablePaise: 3_810, igstPaise: 190 });
    expect(tax.totalPaise).toBe(29_000);
  });

  it("refuses a discount larger than the goods", () => {
    expect(() => computeTax({ items: [item(1_000, 5)], discountPaise: 1_001, deliveryPaise: 0, intraState: true })).toThrow(RangeError);
  });
});

describe("apportion", () => {
  it("gives whole paise that add up to the total, the remainder to the largest fractions", () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
  });
});

/** Carts as the store makes them: 1–8 lines, unit prices ₹1–₹5,000, 1–20 units, a coupon of up to the goods, free or paid delivery. */
const cartArbitrary = fc
  .record({
    lines: fc.array(
      fc.record({ unit: fc.integer({ min: 100, max: 500_000 }), quantity: fc.integer({ min: 1, max: 20 }), rate: fc.constantFrom(...GST_RATES) }),
      { minLength: 1, maxLength: 8 },
    ),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    deliveryPaise: fc.constantFrom(0, 4_000, 6_000, 15_000, 25_000),
    intraState: fc.boolean(),
  })
  .map(({ lines, discountShare, deliveryPaise, intraState }) => {
    const items = lines.map((line) => ({ ...item(line.unit * line.quantity, line.rate, line.quantity), unitPricePaise: line.unit }));
    const goods = items.reduce((sum, line) => sum + line.amountPaise, 0);
    return { items, discountPaise: Math.floor(goods * discountShare), deliveryPaise, intraState };
  });

describe("1,000 random carts", () => {
  it("reconcile to the paisa with the order total, with tax right to the paisa on every line", () => {
    fc.assert(
      fc.property(cartArbitrary, (cart) => {
        const tax = computeTax(cart);
        const orderTotal = cart.items.reduce((sum, line) => sum + line.amountPaise, 0) - cart.discountPaise + cart.deliveryPaise;
        expect(tax.totalPaise).toBe(orderTotal);
        expect(tax.taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise).toBe(orderTotal);
        expect(tax.lines.reduce((sum, line) => sum + line.discountPaise, 0)).toBe(cart.discountPaise);
        for (const line of tax.lines) {
          expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.totalPaise);
          expect(line.taxablePaise).toBeGreaterThanOrEqual(0);
          expect(line.cgstPaise).toBe(line.sgstPaise);
          // Each tax head is its rate applied to the taxable value, to within a paisa.
          if (cart.intraState) {
            expect(line.igstPaise).toBe(0);
            expect(Math.abs(line.cgstPaise - (line.taxablePaise * line.rate) / 200)).toBeLessThan(1);
          } else {
            expect(line.cgstPaise).toBe(0);
            expect(Math.abs(line.igstPaise - (line.taxablePaise * line.rate) / 100)).toBeLessThan(1);
          }
        }
        const byRateTotal = tax.byRate.reduce((sum, rate) => sum + rate.taxablePaise + rate.cgstPaise + rate.sgstPaise + rate.igstPaise, 0);
        expect(byRateTotal).toBe(orderTotal);
      }),
      { numRuns: 1_000 },
    );
  });
});
