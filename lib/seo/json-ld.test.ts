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

  it("describes a product with INR offers", () => {
    const json = productJsonLd("https://shop.in", product, ["/s/media/large/p/1.svg"], "Shop");
    expect(json).toMatchObject({
      "@type": "Product",
      name: "Basmati Rice",
      description: "Long grain",
      brand: { "@type": "Brand", name: "India Gate" },
      image: ["https://shop.in/s/media/large/p/1.svg"],
      offers: [{ "@type": "Offer", price: "120.00", priceCurrency: "INR", availability: "https://schema.org/InStock" }],
    });
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
