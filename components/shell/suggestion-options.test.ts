import { suggestionOptions } from "./suggestion-options";

describe("suggestionOptions", () => {
  const product = { name: "Kisan Gold Toor Dal", slug: "kisan-gold-toor-dal", image: "products/toor.svg", price: 76.5, pack_name: "500 g" };

  it("links products to their page, categories and brands to their lists, in that order", () => {
    const options = suggestionOptions({
      products: [product],
      categories: [{ name: "Toor & Moong Dal", slug: "toor-moong-dal" }],
      brands: [{ name: "Kisan Gold", slug: "kisan-gold" }],
      did_you_mean: null,
    });
    expect(options.map((option) => [option.kind, option.href])).toEqual([
      ["product", "/products/kisan-gold-toor-dal"],
      ["category", "/products?c=toor-moong-dal"],
      ["brand", "/products?b=kisan-gold"],
    ]);
    expect(options[0]).toMatchObject({ image: "products/toor.svg", price: 76.5, packName: "500 g" });
  });

  it("offers the closest name only when nothing matched", () => {
    const none = { products: [], categories: [], brands: [] };
    expect(suggestionOptions({ ...none, did_you_mean: "Basmati Rice" })).toEqual([
      { kind: "did-you-mean", href: "/products?q=Basmati%20Rice", label: "Basmati Rice" },
    ]);
    expect(suggestionOptions({ ...none, did_you_mean: null })).toEqual([]);
    expect(suggestionOptions(null)).toEqual([]);
  });
});
