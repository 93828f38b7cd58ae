import { productSchema, websiteSchema } from "@/lib/api/schemas";
import { breadcrumbJsonLd, type OfferTerms, parseSchemaScript, productJsonLd, serializeJsonLd, summarise, websiteJsonLd } from "./json-ld";

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

const NO_TERMS: OfferTerms = { delivery: null, returnPolicy: null };

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
    const json = productJsonLd("https://shop.in", product, ["/s/media/large/p/1.svg"], "Shop", NO_TERMS);
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

  it("names the store's no-image picture for a product without a photo, as its page shows", () => {
    const json = productJsonLd("https://shop.in", { ...product, medias: [] }, [], "Shop", NO_TERMS);
    expect(json.image).toEqual(["https://shop.in/s/media/large/no-image.png"]);
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
    const json = productJsonLd("https://shop.in", group, ["/s/media/large/p/1.svg"], "Shop", NO_TERMS);
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
    for (const variant of json.hasVariant as Record<string, unknown>[]) {
      expect(variant).not.toHaveProperty("description");
      expect(variant).not.toHaveProperty("brand");
    }
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
    expect(productJsonLd("https://shop.in", single, [], "Shop", NO_TERMS)).toMatchObject({ "@type": "Product", gtin: "8901030865275" });
    expect(productJsonLd("https://shop.in", product, [], "Shop", NO_TERMS)).not.toHaveProperty("gtin");

    const group = productSchema.parse({ ...product, packs: [{ ...product.packs[0], gtin: "8901030865275" }, { ...product.packs[0], pack_id: 2, pack_name: "5 kg" }] });
    const [withGtin, without] = productJsonLd("https://shop.in", group, [], "Shop", NO_TERMS).hasVariant as Record<string, unknown>[];
    expect(withGtin).toMatchObject({ sku: "1", gtin: "8901030865275" });
    expect(without).not.toHaveProperty("gtin");
  });

  describe("the website's delivery and return terms on every offer", () => {
    const terms: OfferTerms = {
      delivery: { destinations: [{ postal_codes: ["560001", "560034"], charge: 40, free_above: 499 }], days: { min: 0, max: 1 } },
      returnPolicy: { days: 7, method: "by_mail", fees: "free" },
    };
    const group = productSchema.parse({ ...product, packs: [product.packs[0], { ...product.packs[0], pack_id: 2, pack_name: "5 kg" }] });
    const offersOf = (json: Record<string, unknown>) =>
      json.hasVariant ? (json.hasVariant as { offers: Record<string, unknown> }[]).map((variant) => variant.offers) : [json.offers as Record<string, unknown>];
    const BENGALURU = { "@type": "DefinedRegion", addressCountry: "IN", postalCode: ["560001", "560034"] };
    const delivery = (rate: string) => ({
      "@type": "OfferShippingDetails",
      shippingDestination: BENGALURU,
      shippingRate: { "@type": "MonetaryAmount", value: rate, currency: "INR" },
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 0, unitCode: "DAY" },
        transitTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 1, unitCode: "DAY" },
      },
    });

    it.each([
      ["Product", product],
      ["ProductGroup", group],
    ])("gives each offer of a %s the website's delivery charge and time, and the return window", (_kind, item) => {
      const offers = offersOf(productJsonLd("https://shop.in", item, [], "Shop", terms));
      expect(offers.length).toBe(item.packs.length);
      for (const offer of offers) {
        expect(offer.shippingDetails).toEqual([delivery("40.00")]);
        expect(offer.hasMerchantReturnPolicy).toEqual({
          "@type": "MerchantReturnPolicy",
          applicableCountry: "IN",
          returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
          merchantReturnDays: 7,
          returnMethod: "https://schema.org/ReturnByMail",
          returnFees: "https://schema.org/FreeReturn",
        });
      }
    });

    it("ships a pack free when its price alone reaches the free-delivery threshold, as the cart does", () => {
      const priced = (price: number) => productSchema.parse({ ...product, packs: [{ ...product.packs[0], price }] });
      const [below] = offersOf(productJsonLd("https://shop.in", priced(498.99), [], "Shop", terms));
      const [at] = offersOf(productJsonLd("https://shop.in", priced(499), [], "Shop", terms));
      expect(below.shippingDetails).toEqual([delivery("40.00")]);
      expect(at.shippingDetails).toEqual([delivery("0.00")]);
    });

    it("claims no free rate without a threshold and no delivery time without slots", () => {
      const expensive = productSchema.parse({ ...product, packs: [{ ...product.packs[0], price: 9999 }] });
      const [offer] = offersOf(productJsonLd("https://shop.in", expensive, [], "Shop", { ...terms, delivery: { destinations: [{ postal_codes: ["560001", "560034"], charge: 150, free_above: null }], days: null } }));
      expect(offer.shippingDetails).toEqual([
        {
          "@type": "OfferShippingDetails",
          shippingDestination: BENGALURU,
          shippingRate: { "@type": "MonetaryAmount", value: "150.00", currency: "INR" },
        },
      ]);
    });

    it("names only the served pincodes, each group at its own charge and threshold, never the whole country", () => {
      const split: OfferTerms = {
        ...terms,
        delivery: {
          destinations: [
            { postal_codes: ["400001"], charge: 60, free_above: 799 },
            { postal_codes: ["560001", "560034"], charge: 40, free_above: 499 },
          ],
          days: null,
        },
      };
      const [offer] = offersOf(productJsonLd("https://shop.in", productSchema.parse({ ...product, packs: [{ ...product.packs[0], price: 600 }] }), [], "Shop", split));
      expect(offer.shippingDetails).toEqual([
        expect.objectContaining({ shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN", postalCode: ["400001"] }, shippingRate: expect.objectContaining({ value: "60.00" }) }),
        expect.objectContaining({ shippingDestination: BENGALURU, shippingRate: expect.objectContaining({ value: "0.00" }) }),
      ]);
    });

    it("publishes returns in store at the buyer's cost, and returns not accepted", () => {
      const [inStore] = offersOf(productJsonLd("https://shop.in", product, [], "Shop", { ...terms, returnPolicy: { days: 3, method: "in_store", fees: "customer_pays" } }));
      expect(inStore.hasMerchantReturnPolicy).toMatchObject({
        merchantReturnDays: 3,
        returnMethod: "https://schema.org/ReturnInStore",
        returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
      });
      const [none] = offersOf(productJsonLd("https://shop.in", product, [], "Shop", { ...terms, returnPolicy: { days: 0, method: "by_mail", fees: "free" } }));
      expect(none.hasMerchantReturnPolicy).toEqual({
        "@type": "MerchantReturnPolicy",
        applicableCountry: "IN",
        returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
      });
    });

    it("emits neither when the website delivers nowhere and has set no return policy", () => {
      for (const offer of [...offersOf(productJsonLd("https://shop.in", product, [], "Shop", NO_TERMS)), ...offersOf(productJsonLd("https://shop.in", group, [], "Shop", NO_TERMS))]) {
        expect(offer).not.toHaveProperty("shippingDetails");
        expect(offer).not.toHaveProperty("hasMerchantReturnPolicy");
      }
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
