import { bestValuePackId } from "./best-value";

const pack = (pack_id: number, unit_price: number | null, net_unit: "g" | "kg" | "ml" | "l" | "piece" | null = "g", in_stock = true) => ({
  pack_id,
  unit_price,
  net_unit,
  in_stock,
});

describe("bestValuePackId", () => {
  it("marks the lowest unit price among packs of one basis, whatever the declared unit", () => {
    expect(bestValuePackId([pack(1, 138, "g"), pack(2, 120, "kg"), pack(3, 125, "kg")])).toBe(2);
  });

  it("marks the first of two packs that share the lowest unit price", () => {
    expect(bestValuePackId([pack(1, 150), pack(2, 120), pack(3, 120)])).toBe(2);
  });

  it("marks none when the unit prices are all equal", () => {
    expect(bestValuePackId([pack(1, 120, "ml"), pack(2, 120, "l")])).toBeNull();
  });

  it("marks none with a single pack, or a single pack that declares a quantity", () => {
    expect(bestValuePackId([pack(1, 120)])).toBeNull();
    expect(bestValuePackId([pack(1, 120), pack(2, null, null)])).toBeNull();
    expect(bestValuePackId([])).toBeNull();
  });

  it("does not compare a weight with a count: the basis most packs share decides", () => {
    expect(bestValuePackId([pack(1, 336, "g"), pack(2, 80, "piece")])).toBeNull();
    expect(bestValuePackId([pack(1, 90, "piece"), pack(2, 300, "g"), pack(3, 70, "piece")])).toBe(3);
  });

  it("leaves out packs that are out of stock", () => {
    expect(bestValuePackId([pack(1, 150), pack(2, 100, "g", false), pack(3, 120)])).toBe(3);
    expect(bestValuePackId([pack(1, 150), pack(2, 100, "g", false)])).toBeNull();
  });
});
