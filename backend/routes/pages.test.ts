import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";
import { MALFORMED_PATH_MESSAGE } from "@/scripts/malformed-path.mjs";
import {
  bannerItemSchema,
  brandSchema,
  categorySchema,
  heroSettingsSchema,
  pageDataSchema,
  productSchema,
  supplierSchema,
} from "@/lib/api/schemas";

withTestDatabase();

async function page(path: string, origin?: string) {
  const response = await call(`/api/page/data${path}`, { origin });
  expect(response.status).toBe(200);
  return pageDataSchema.parse(response.json);
}

describe("GET /api/page/data{path}", () => {
  it("answers the home page for /, and with no path at all", async () => {
    const home = await page("/");
    expect(await page("")).toEqual(home);
    expect(home.url).toBe("/");
    expect(home.seo_title).toContain("Annapurna Store");
    expect(home.seo_description).toBeTruthy();
    expect(home.seo_keyword).toBeTruthy();
    expect(JSON.parse(home.schema_script)).toMatchObject({ "@context": "https://schema.org", name: "Annapurna Store" });
    expect(home.show_footer && home.show_navbar && home.show_sub_navbar).toBe(true);
    expect(home.data.map((component) => component.type)).toEqual([
      "hero_slider",
      "category_grid",
      "product_carousel",
      "card_slider",
      "product_carousel",
      "supplier_cards",
      "brand_list",
    ]);
    const orders = home.data.map((component) => component.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it("gives the hero three banners and its settings as JSON text", async () => {
    const hero = (await page("/")).data[0];
    const banners = bannerItemSchema.array().parse(hero.data);
    expect(banners).toHaveLength(3);
    for (const banner of banners) {
      expect(banner.image).toMatch(/^banners\/annapurna\/hero-\d\.svg$/);
      expect(banner.image_sm).toMatch(/-sm\.svg$/);
      expect(banner.link.startsWith("/")).toBe(true);
    }
    expect(typeof hero.settings).toBe("string");
    const settings = heroSettingsSchema.parse(JSON.parse(hero.settings as string));
    expect(settings.aspect).toEqual({ sm: "4/3", md: "16/7", lg: "16/5" });
    expect(settings.slidesconfig).toMatchObject({ sm: 1, md: 1, columns: 1, autoplayInterval: 4000 });
    expect(settings.fullpage).toBe(false);
    expect(settings.bgcolor).toMatch(/^#/);
  });

  it("fills product carousels, categories, suppliers and brands so the page needs no second call", async () => {
    const home = await page("/");
    const [rice, cheapest] = home.data.filter((component) => component.type === "product_carousel");
    const riceProducts = productSchema.array().parse(rice.response);
    expect(rice.logicdata).toMatchObject({ category: "rice-grains" });
    expect(riceProducts.length).toBeGreaterThan(0);
    expect(riceProducts.every((product) => ["basmati-rice", "daily-rice", "millets-poha"].includes(product.category_slug!))).toBe(true);
    const cheap = productSchema.array().parse(cheapest.response);
    expect(cheap).toHaveLength(10);
    const prices = cheap.map((product) => Math.min(...product.packs.map((pack) => pack.price)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const byType = (type: string) => home.data.find((component) => component.type === type)!;
    expect(categorySchema.array().parse(byType("category_grid").response)).toHaveLength(10);
    const suppliers = supplierSchema.array().parse(byType("supplier_cards").response);
    expect(suppliers).toHaveLength(4);
    expect(suppliers.every((supplier) => supplier.link.startsWith("/products?s=") && supplier.avatar.startsWith("suppliers/"))).toBe(true);
    expect(brandSchema.array().parse(byType("brand_list").response)).toHaveLength(10);
    expect(bannerItemSchema.array().parse(byType("card_slider").data)).toHaveLength(3);
  });

  it("answers the about page with rich text and an image", async () => {
    const about = await page("/about-us");
    expect(await page("/about-us/")).toEqual(about);
    expect(about.show_sub_navbar).toBe(false);
    expect(about.seo_title).toBe("About Us | Annapurna Store");
    const [text, image] = about.data;
    expect(text.type).toBe("rich_text");
    expect((text.data as { html: string }).html).toContain("<h2>About Annapurna Store</h2>");
    expect(image).toMatchObject({ type: "image", data: { image: "banners/annapurna/about.svg" } });
  });

  it("answers each website's own pages", async () => {
    const home = await page("/", WHOLESALE_ORIGIN);
    expect(home.seo_title).toContain("Bulk Bazaar Wholesale");
    const carousel = home.data.find((component) => component.type === "product_carousel")!;
    expect(productSchema.array().parse(carousel.response).every((product) => product.image.startsWith("products/bulk/"))).toBe(true);
  });

  it.each(["/nope", "/about-us/team", "/products", "/..%2Fsecret"])("answers 404 for the unknown page %s", async (path) => {
    const response = await call(`/api/page/data${path}`);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: "Page not found" });
  });

  it("answers 400 for a malformed escape", async () => {
    const response = await call("/api/page/data/%E0%A4%A");
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: MALFORMED_PATH_MESSAGE });
  });
});
