import { productSchema } from "@/lib/api/schemas";
import { productCardData } from "./product-card-data";

const pack = (pack_id: number, pack_name: string, extra: Record<string, unknown> = {}) => ({
  pack_id,
  pack_name,
  price: 90,
  act_price: 100,
  discount: 10,
  warehouse_id: 1,
  discount_type: "percent",
  ...extra,
});

const product = (extra: Record<string, unknown> = {}) =>
  productSchema.parse({ product_id: 7, product_name: "Sona Masoori Rice", slug: "sona masoori", medias: [{ src: "products/rice.png" }], ...extra });

describe("a product card's data", () => {
  it("offers the first pack in stock, with the discount, the pack count and the picture in two sizes", () => {
    const card = productCardData(
      product({ brand_name: "Annapurna", wishlist: true, packs: [pack(1, "1 kg", { in_stock: false, stock_status: "out_of_stock" }), pack(2, "5 kg")] }),
      "https://cdn.example.in/",
    );
    expect(card).toEqual({
      product: { product_id: 7, product_name: "Sona Masoori Rice", wishlist: true },
      href: "/products/sona%20masoori",
      image: "https://cdn.example.in/medium/products/rice.png",
      srcSet: "https://cdn.example.in/small/products/rice.png 200w, https://cdn.example.in/medium/products/rice.png 400w",
      brand: "Annapurna",
      pack: { pack_id: 2, pack_name: "5 kg", warehouse_id: 1, in_stock: true, price: 90, act_price: 100, unit_price: null, net_unit: null, stock_status: "in_stock", stock_left: null },
      discount: "10% off",
      packCount: 2,
    });
  });

  it("leaves out what the card does not show, so nothing empty is sent for it", () => {
    const card = productCardData(product({ medias: [{ src: "products/rice.svg" }], packs: [pack(1, "1 kg", { discount: 0 })] }), undefined);
    expect(Object.keys(card).sort()).toEqual(["href", "image", "pack", "product"]);
    expect(card.image).toBe("/s/media/medium/products/rice.svg");
    expect(Object.keys(productCardData(product({ medias: [{ src: "products/rice.svg" }], packs: [] }), undefined)).sort()).toEqual(["href", "image", "product"]);
  });
});
