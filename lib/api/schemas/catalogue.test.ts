import { categorySchema, productSchema } from "./catalogue";

const pack = { pack_id: 1, pack_name: "1 kg", price: 90, act_price: 100, discount: 10, warehouse_id: 1, discount_type: "percent" };

describe("product", () => {
  it("takes the first media as the image in lists and defaults wishlist to false", () => {
    const product = productSchema.parse({
      product_id: 7,
      product_name: "Sona Masoori Rice",
      slug: "sona-masoori-rice",
      brand_name: "Annapurna",
      brand_slug: "annapurna",
      medias: [{ src: "products/a.svg" }, { src: "products/b.svg" }],
      packs: [pack],
    });
    expect(product.image).toBe("products/a.svg");
    expect(product.wishlist).toBe(false);
  });

  it("keeps wishlist null when the server says null", () => {
    expect(productSchema.parse({ product_id: 1, product_name: "x", slug: "x", wishlist: null }).wishlist).toBeNull();
  });

  it("rejects a pack whose price is not a number", () => {
    expect(() =>
      productSchema.parse({ product_id: 1, product_name: "x", slug: "x", packs: [{ ...pack, price: "90" }] }),
    ).toThrow();
  });
});

it("parses a nested category tree", () => {
  const tree = categorySchema.parse({
    name: "Rice",
    slug: "rice",
    children: [{ name: "Basmati", slug: "basmati", children: [{ name: "Brown", slug: "brown" }] }],
  });
  expect(tree.children[0].children[0]).toEqual({ name: "Brown", slug: "brown", avatar: "", children: [] });
});
