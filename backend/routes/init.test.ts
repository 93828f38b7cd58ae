import { getDb } from "@/backend/db/database";
import { createSession } from "@/backend/services/sessions";
import { call, cookieFrom, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";
import { guestWithPincode } from "@/backend/test/shopper";
import { initResponseSchema } from "@/lib/api/schemas";

withTestDatabase();

async function init(options: Parameters<typeof call>[1] = {}) {
  const response = await call("/api/init", options);
  expect(response.status).toBe(200);
  return { raw: response.json as Record<string, unknown>, init: initResponseSchema.parse(response.json) };
}

describe("GET /api/init", () => {
  it("answers every field for the default website", async () => {
    const { raw, init: data } = await init();
    expect(Object.keys(raw).sort()).toEqual(
      ["activetheme", "brands", "cart", "categories", "delivery", "footers", "navSetting", "navs", "pincode", "popup", "returnPolicy", "user", "web", "webAddress", "webPages", "webSeo"].sort(),
    );
    expect(data.user).toBeNull();
    expect(data.pincode).toBeNull();
    expect(data.cart).toBeNull();
    expect(data.web).toMatchObject({ name: "Annapurna Store", theme: "light", font_family: "Inter", logo: "logos/annapurna-store.svg", brand_color: "#c2410c" });
    expect(data.activetheme).toBe("light");
    expect(data.navSetting).toMatchObject({ header_template: 1, navbar_template: 1, show_register: true });
    expect(data.navSetting.logo_settings).toMatchObject({ image_height: 48, image_width: 168 });
    expect(typeof (raw.navSetting as Record<string, unknown>).logo_settings).toBe("string");
    expect(typeof (raw.navSetting as Record<string, unknown>).search_setting).toBe("string");
    expect(data.categories).toHaveLength(10);
    expect(data.categories[0]).toMatchObject({ name: "Rice & Grains", slug: "rice-grains", avatar: "categories/rice-grains.svg" });
    expect(data.categories[0].children.map((child) => child.slug)).toEqual(["basmati-rice", "daily-rice", "millets-poha"]);
    expect(data.brands).toHaveLength(10);
    expect(data.webSeo?.og_title).toContain("Annapurna Store");
    expect(data.webAddress).toMatchObject({ city: "Bengaluru", pincode: "560001" });
    expect(data.popup).toEqual({ image: "banners/annapurna/popup.svg", duration: 5, link: "/products?sort=price_asc", once: true, starts_at: null, ends_at: null, show_on: "paths", paths: ["/", "/products"] });
    expect(data.webPages).toEqual([
      { name: "Home", url: "/" },
      { name: "About Us", url: "/about-us" },
    ]);
  });

  it("puts the category tree under the /categories navigation entry", async () => {
    const { init: data } = await init();
    expect(data.navs.map((item) => item.value)).toEqual([
      "/",
      "/categories",
      "/products?on_offer=1&sort=discount",
      "/products",
      "/about-us",
      "https://www.example.com/annapurna-recipes",
    ]);
    const categories = data.navs.find((item) => item.value === "/categories")!;
    expect(categories.children).toHaveLength(10);
    expect(categories.children[0]).toMatchObject({ name: "Rice & Grains", value: "/products?c=rice-grains", link: "/products?c=rice-grains" });
    expect(categories.children[0].children).toHaveLength(3);
    const nested = data.navs.find((item) => item.name === "Popular Brands")!;
    expect(nested.children.at(-1)?.children.length).toBe(2);
  });

  it("groups footer links under headings ordered by group, some with icons", async () => {
    const { init: data } = await init();
    expect(data.footers.map((item) => [item.name, item.group])).toEqual([
      ["Shop", 1],
      ["Company", 2],
      ["Account", 3],
      ["Follow Us", 4],
    ]);
    const social = data.footers[3].children;
    expect(social.every((item) => item.show_icon === 1 && item.icon && item.link?.startsWith("https://"))).toBe(true);
    expect(social.every((item) => item.group === 4)).toBe(true);
  });

  it("answers the wholesale website for its host, whatever the port", async () => {
    const { init: data } = await init({ origin: WHOLESALE_ORIGIN });
    expect(data.web).toMatchObject({ name: "Bulk Bazaar Wholesale", theme: "dark", font_family: "Poppins", logo: "logos/bulk-bazaar.svg", brand_color: "#0f766e" });
    expect(data.activetheme).toBe("dark");
    expect(data.navSetting).toMatchObject({ header_template: 3, navbar_template: 4 });
    expect(data.navs.map((item) => item.name)).toContain("Bulk Deals");
    expect(data.navs.find((item) => item.name === "Suppliers")?.children).toHaveLength(4);
  });

  it("falls back from x-store-origin to Origin, then Host; unknown hosts get the default website", async () => {
    const viaOrigin = await init({ origin: null, headers: { origin: "http://wholesale.localhost" } });
    expect(viaOrigin.init.web?.name).toBe("Bulk Bazaar Wholesale");
    const viaHost = await init({ origin: null, headers: { host: "wholesale.localhost:8080" } });
    expect(viaHost.init.web?.name).toBe("Bulk Bazaar Wholesale");
    const headerWins = await init({ origin: "https://shop.example.com", headers: { origin: "http://wholesale.localhost" } });
    expect(headerWins.init.web?.name).toBe("Annapurna Store");
    const garbage = await init({ origin: "::not a url::" });
    expect(garbage.init.web?.name).toBe("Annapurna Store");
  });

  it("shows the visitor's pincode and user", async () => {
    const check = await call("/api/check/pincode/560034");
    expect((await init({ cookie: cookieFrom(check.headers, "pincode") })).init.pincode).toBe("560034");
    const sid = await guestWithPincode("560034");
    expect((await init({ cookie: sid })).init.pincode).toBe("560034");

    const db = getDb();
    const asha = await db.selectFrom("users").select("id").where("phone", "=", "9876543210").executeTakeFirstOrThrow();
    const { token } = await createSession(db, { websiteId: 1, userId: asha.id });
    const { init: data } = await init({ cookie: `sid=${token}` });
    expect(data.user).toEqual({ id: asha.id, name: "Asha Rao", email: "asha@example.com", phone: "9876543210", superadmin: false, hasAdminAccess: false, isSalesAgent: false, canOpenConsole: false });
  });

  it("ignores unknown, expired and other websites' sessions", async () => {
    const db = getDb();
    const agent = await db.selectFrom("users").select("id").where("phone", "=", "9876543211").executeTakeFirstOrThrow();
    const expired = await createSession(db, { websiteId: 1, userId: agent.id }, new Date("2020-01-01T00:00:00Z"));
    const otherSite = await createSession(db, { websiteId: 2, userId: agent.id });
    for (const cookie of ["sid=nope", `sid=${expired.token}`, `sid=${otherSite.token}`]) {
      expect((await init({ cookie })).init.user).toBeNull();
    }
    expect((await init({ cookie: `sid=${otherSite.token}`, origin: WHOLESALE_ORIGIN })).init.user?.isSalesAgent).toBe(true);
  });
});
