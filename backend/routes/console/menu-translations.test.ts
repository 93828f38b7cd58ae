import { consoleTestContext, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { staleTagsOf } from "@/backend/test/stale-tags";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post, signedInCookie } from "@/backend/test/shopper";
import { siteResponseSchema } from "@/lib/api/schemas";
import { auditListSchema } from "@/lib/api/schemas/console/audit";
import { WEBSITE_MENU_MESSAGES, websiteMenuSavedSchema, websiteMenusSchema, type MenuItem } from "@/lib/api/schemas/console/website-menus";
import { cacheTags } from "@/lib/cache/tags";

withTestDatabase();

const given = consoleTestContext();

const item = (name: string, link: string, translations: Record<string, string> = {}, children: MenuItem[] = []): MenuItem => ({ name, link, icon: null, translations, children });
const putMenu = (menu: string, items: unknown, cookie: string | undefined = given.admin, origin?: string) =>
  post(`/api/console/website/menus/${menu}`, { items }, cookie, { method: "PUT", origin });
const menusOf = async (cookie = given.admin, origin?: string) => websiteMenusSchema.parse((await call("/api/console/website/menus", { cookie, origin })).json);
const site = async (query = "", origin?: string) => siteResponseSchema.parse((await call(`/api/site${query}`, { origin })).json);
const latestAudit = async () => auditListSchema.parse((await call("/api/console/audit?entity=website&perPage=1", { cookie: given.admin })).json).data[0];

const DEVANAGARI = /[\u0900-\u097F]/u;
const KANNADA = /[\u0C80-\u0CFF]/u;

describe("navigation and footer labels in the website's languages", () => {
  it("are seeded for the demo: every label but the social networks' in Hindi and Kannada, on the wholesale website in Hindi", async () => {
    const names = (items: { name: string; icon: string | null; children: unknown[] }[]): string[] =>
      items.flatMap((entry) => [...(entry.icon ? [] : [entry.name]), ...names(entry.children as typeof items)]);
    for (const [language, script, origin] of [["hi", DEVANAGARI, undefined], ["kn", KANNADA, undefined], ["hi", DEVANAGARI, WHOLESALE_ORIGIN]] as const) {
      const { navs, footers } = await site(`?lang=${language}`, origin);
      // The Categories entry's children are the categories, named in the language too.
      for (const name of [...names(navs), ...names(footers)]) expect(name).toMatch(script);
    }
    const english = await site();
    expect(english.navs.map((entry) => entry.name)).toEqual(["Home", "Categories", "Offers", "Popular Brands", "About Us", "Recipes"]);
    expect(english.footers.map((column) => column.name)).toEqual(["Shop", "Company", "Account", "Follow Us"]);
    expect((await site("?lang=hi")).footers[3].children.map((link) => link.name)).toEqual(["Instagram", "Facebook", "YouTube"]);
  });

  it("are edited with the menu, fall back to the item's own label where a language has none, and the storefront shows them on the next request", async () => {
    const before = await menusOf();
    expect(before.languages).toEqual(["hi", "kn"]);
    expect(before.navigation[0].translations).toEqual({ hi: "होम", kn: "ಮುಖಪುಟ" });

    const items = [
      item("Fresh Arrivals", "/products?sort=new", { hi: "नया माल", kn: "  " }, [item("Sweets", "/products?q=sweets", { kn: "ಸಿಹಿತಿಂಡಿ" })]),
      item("About Us", "/about-us"),
    ];
    const answers: Awaited<ReturnType<typeof putMenu>>[] = [];
    const stale = await staleTagsOf(async () => answers.push(await putMenu("navigation", items)));
    expect(answers[0].status).toBe(200);
    const menus = websiteMenuSavedSchema.parse(answers[0].json).menus;
    expect(menus.navigation[0]).toMatchObject({ name: "Fresh Arrivals", translations: { hi: "नया माल" }, children: [{ translations: { kn: "ಸಿಹಿತಿಂಡಿ" } }] });
    expect(stale).toContain(cacheTags.website(1));
    expect(await latestAudit()).toMatchObject({ action: "update-navigation", before: before.navigation });

    const hindi = await site("?lang=hi");
    expect(hindi.navs.map((entry) => [entry.name, entry.children.map((child) => child.name)])).toEqual([["नया माल", ["Sweets"]], ["About Us", []]]);
    const kannada = await site("?lang=kn");
    expect(kannada.navs.map((entry) => [entry.name, entry.children.map((child) => child.name)])).toEqual([["Fresh Arrivals", ["ಸಿಹಿತಿಂಡಿ"]], ["About Us", []]]);
    expect((await site()).navs.map((entry) => entry.name)).toEqual(["Fresh Arrivals", "About Us"]);
    // The footer keeps its labels: only the menu saved was replaced.
    expect((await menusOf()).footer).toEqual(before.footer);

    expect((await putMenu("navigation", before.navigation)).status).toBe(200);
    expect((await menusOf()).navigation).toEqual(before.navigation);
  });

  it("refuse a label in a language the website does not offer, or in its default, and keep the menu", async () => {
    const before = await menusOf();
    for (const translations of [{ ta: "முகப்பு" }, { en: "Home" }] as Record<string, string>[]) {
      const refused = await putMenu("navigation", [item("Home", "/", translations)]);
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.json)).toContain(WEBSITE_MENU_MESSAGES.notOffered);
    }
    // The wholesale website offers Hindi only.
    const wholesaleAdmin = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    expect((await putMenu("footer", [item("Company", "", { kn: "ಸಂಸ್ಥೆ" })], wholesaleAdmin, WHOLESALE_ORIGIN)).status).toBe(422);
    const malformed = await putMenu("navigation", [item("Home", "/", { HINDI: "होम" })]);
    expect(malformed.status).toBe(400);
    expect((await menusOf()).navigation).toEqual(before.navigation);
  });

  it("are written only by the website's administrators", async () => {
    const customer = (await signedInCookie("9876543210")).cookie;
    expect((await putMenu("navigation", [item("Home", "/", { hi: "होम" })], customer)).status).toBe(403);
    expect((await putMenu("navigation", [item("Home", "/", { hi: "होम" })], await wholesaleOnlyAdminCookie(1))).status).toBe(403);
  });
});
