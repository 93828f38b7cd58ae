import { productSchema, websiteSchema } from "@/lib/api/schemas";
import { breadcrumbJsonLd, parseSchemaScript, productJsonLd, serializeJsonLd, summarise, websiteJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("cannot close the script tag", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>", note: "a & b <!--" });
    expect(text).not.toMatch(/<|>/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>", note: "a & b <!--" });
  });
  it("escapes the JS line separators", () => {
    expect(serializeJsonLd({ a: "x\u2028y" })).toBe('{"a":"x\\u2028y"}');
  });
});

describe("parseSchemaScript", () => {
  it("keeps JSON objects and arrays", () => {
    expect(parseSchemaScript('{"@type":"GroceryStore"}')).toEqual({ "@type": "GroceryStore" });
    expect(parseSchemaScript("[{}]")).toEqual([{}]);
  });
  it.each(["", "not json", "<script>alert(1)</script>", '"a string"', "42", "null", undefined])("drops %p", (input) => {
    expect(parseSchemaScript(input)).toBeNull();
  });
});

describe("builders", () => {
  const product = productSchema.parse({
    product_id: 7,
    product_name: "Basmati Rice",
    product_description: "<p>Long grain</p>",
    brand_name: "India Gate",
    slug: "basmati-rice",
    medias: [{ src: "p/1.svg" }],
    packs: [{ pack_id: 1, pack_name: "1 kg", price: 120, act_price: 150, discount: 20, warehouse_id: 1, discount_type: "percent" }],
  });

  it("describes a single-pack product as a Product with one INR offer", () => {
    const json = productJsonLd("https://shop.in", product, ["/s/media/large/p/1.svg"], "Shop");
    expect(json).toMatchObject({
      "@type": "Product",
      name: "Basmati Rice",
      description: "Long grain",
      brand: { "@type": "Brand", name: "India Gate" },
      image: ["https://shop.in/s/media/large/p/1.svg"],
      sku: "1",
      size: "1 kg",
      url: "https://shop.in/products/basmati-rice",
      offers: {
        "@type": "Offer",
        price: "120.00",
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        url: "https://shop.in/products/basmati-rice",
      },
    });
    expect(json).not.toHaveProperty("hasVariant");
  });

  it("describes a product with several packs as a ProductGroup with one variant per pack", () => {
    const group = productSchema.parse({
      ...product,
      packs: [
        { pack_id: 11, pack_name: "1 kg", price: 120, act_price: 150, discount: 20, warehouse_id: 1, discount_type: "percent" },
        {
          pack_id: 12,
          pack_name: "5 kg",
          price: 560.5,
          act_price: 700,
          discount: 20,
          warehouse_id: 1,
          discount_type: "percent",
          image: "p/5kg.svg",
          in_stock: false,
          stock_status: "out_of_stock",
        },
      ],
    });
    const json = productJsonLd("https://shop.in", group, ["/s/media/large/p/1.svg"], "Shop");
    expect(json).toMatchObject({
      "@type": "ProductGroup",
      name: "Basmati Rice",
      description: "Long grain",
      brand: { "@type": "Brand", name: "India Gate" },
      image: ["https://shop.in/s/media/large/p/1.svg"],
      url: "https://shop.in/products/basmati-rice",
      productGroupID: "7",
      variesBy: "https://schema.org/size",
    });
    expect(json).not.toHaveProperty("offers");
    expect(json.hasVariant).toEqual([
      expect.objectContaining({
        "@type": "Product",
        name: "Basmati Rice, 1 kg",
        sku: "11",
        size: "1 kg",
        image: ["https://shop.in/s/media/large/p/1.svg"],
        url: "https://shop.in/products/basmati-rice?pack=11",
        offers: expect.objectContaining({
          "@type": "Offer",
          price: "120.00",
          priceCurrency: "INR",
          availability: "https://schema.org/InStock",
          itemCondition: "https://schema.org/NewCondition",
          url: "https://shop.in/products/basmati-rice?pack=11",
        }),
      }),
      expect.objectContaining({
        sku: "12",
        size: "5 kg",
        image: ["https://shop.in/s/media/large/p/5kg.svg"],
        url: "https://shop.in/products/basmati-rice?pack=12",
        offers: expect.objectContaining({ price: "560.50", availability: "https://schema.org/OutOfStock" }),
      }),
    ]);
  });

  it("gives a pack's GTIN where the operator set one, and none where it did not", () => {
    const single = productSchema.parse({ ...product, packs: [{ ...product.packs[0], gtin: "8901030865275" }] });
    expect(productJsonLd("https://shop.in", single, [], "Shop")).toMatchObject({ "@type": "Product", gtin: "8901030865275" });
    expect(productJsonLd("https://shop.in", product, [], "Shop")).not.toHaveProperty("gtin");

    const group = productSchema.parse({ ...product, packs: [{ ...product.packs[0], gtin: "8901030865275" }, { ...product.packs[0], pack_id: 2, pack_name: "5 kg" }] });
    const [withGtin, without] = productJsonLd("https://shop.in", group, [], "Shop").hasVariant as Record<string, unknown>[];
    expect(withGtin).toMatchObject({ sku: "1", gtin: "8901030865275" });
    expect(without).not.toHaveProperty("gtin");
  });

  it("builds a breadcrumb list with absolute URLs", () => {
    expect(breadcrumbJsonLd("https://shop.in", [{ name: "Home", href: "/" }, { name: "Rice" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.in/" },
        { "@type": "ListItem", position: 2, name: "Rice" },
      ],
    });
  });

  it("gives the website a search action", () => {
    const web = websiteSchema.parse({ id: 1, name: "Shop" });
    expect(websiteJsonLd("https://shop.in", web, null)).toMatchObject({
      "@type": "WebSite",
      potentialAction: { "@type": "SearchAction", target: { urlTemplate: "https://shop.in/products?q={search_term_string}" } },
    });
  });

  it("summarise cuts at a word", () => {
    expect(summarise("<p>one two three four</p>", 12)).toBe("one two…");
  });
});
