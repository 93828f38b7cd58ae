import { packHasSize, readPackSize } from "./pack-size";

describe("a pack size in the shopper's text", () => {
  it.each([
    ["oil 1l", "oil", { amount: 1000, unit: "ml" }],
    ["rice 5kg", "rice", { amount: 5000, unit: "g" }],
    ["atta 5 kg", "atta", { amount: 5000, unit: "g" }],
    ["atta 25 KG", "atta", { amount: 25000, unit: "g" }],
    ["1 litre sunflower oil", "sunflower oil", { amount: 1000, unit: "ml" }],
    ["ghee 500 ml", "ghee", { amount: 500, unit: "ml" }],
    ["dal 0.5 kg", "dal", { amount: 500, unit: "g" }],
    ["chana 200gms", "chana", { amount: 200, unit: "g" }],
  ])("%p → words %p and %p", (text, words, size) => expect(readPackSize(text)).toEqual({ words, size }));

  it.each(["basmati rice", "top 10 rice", "pack of 3 soap", "5kgrice", "l1 oil", ""])("%p has none", (text) => expect(readPackSize(text).size).toBeNull());

  it("matches packs declared in either unit of the size", () => {
    const fiveKilo = { amount: 5000, unit: "g" } as const;
    expect(packHasSize({ net_quantity: 5, net_unit: "kg" }, fiveKilo)).toBe(true);
    expect(packHasSize({ net_quantity: 5000, net_unit: "g" }, fiveKilo)).toBe(true);
    expect(packHasSize({ net_quantity: 5, net_unit: "l" }, fiveKilo)).toBe(false);
    expect(packHasSize({ net_quantity: 1, net_unit: "kg" }, fiveKilo)).toBe(false);
    expect(packHasSize({ net_quantity: null, net_unit: null }, fiveKilo)).toBe(false);
  });
});
