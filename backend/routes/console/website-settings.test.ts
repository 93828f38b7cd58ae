import fs from "node:fs/promises";
import path from "node:path";
import { onInvalidate } from "@/backend/cache/invalidation";
import { consoleTestContext, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { pngUpload, temporaryMediaDir } from "@/backend/test/uploads";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post, signedInCookie, upload } from "@/backend/test/shopper";
import { auditListSchema } from "@/lib/api/schemas/console/audit";
import { WEBSITE_LOOK_MESSAGES, websiteLookSavedSchema, websiteLookSchema, type WebsiteLookBody } from "@/lib/api/schemas/console/website-look";
import { initResponseSchema } from "@/lib/api/schemas";
import { cacheTags } from "@/lib/cache/tags";
import { BRAND_COLOUR_MESSAGE } from "@/lib/api/schemas/website-admin";
import { PHOTO_MESSAGES } from "@/lib/validation/photo";
import { WEBSITE_POLICIES_MESSAGES, websitePoliciesSavedSchema, websitePoliciesSchema, type WebsitePoliciesBody } from "@/lib/api/schemas/console/website-policies";
import { GSTIN_INVALID, gstinCheckCharacter } from "@/lib/gst/gstin";
import { RETURN_POLICY_MESSAGES } from "@/lib/api/schemas/return-policy";
import { WEBSITE_MENU_MESSAGES, websiteMenuSavedSchema, websiteMenusSchema, type MenuItem } from "@/lib/api/schemas/console/website-menus";
import { SITE_LINK_MESSAGE } from "@/lib/api/schemas/console/site-link";

withTestDatabase();

const given = consoleTestContext();
const mediaDir = temporaryMediaDir("console-website-");

let namedTags: string[] = [];
let stopListening: () => void;
beforeEach(() => {
  namedTags = [];
  stopListening = onInvalidate((tags) => void namedTags.push(...tags));
});
afterEach(() => stopListening());

const look = (overrides: Partial<WebsiteLookBody> = {}): WebsiteLookBody => ({
  name: "Annapurna Store",
  brand_color: "#B45309",
  font_family: "Poppins",
  header_template: 2,
  navbar_template: 4,
  show_logo: true,
  show_pincode: false,
  show_search_bar: true,
  show_account: true,
  show_login: true,
  show_register: true,
  show_cart_icon: true,
  ...overrides,
});

const putLook = (body: unknown, cookie: string | undefined = given.admin, origin?: string) => post("/api/console/website/look", body, cookie, { method: "PUT", origin });
const storefront = async (origin?: string) => initResponseSchema.parse((await call("/api/init", { origin })).json);
const latestAudit = async (cookie = given.admin, origin?: string) =>
  auditListSchema.parse((await call("/api/console/audit?entity=website&perPage=1", { cookie, origin })).json).data[0];
const pngFile = (width: number, height: number) => pngUpload(width, height, "logo.png");

describe("GET and PUT /api/console/website/look", () => {
  it("answers 401 to a guest, 403 to a customer, and the website's look to its administrator", async () => {
    expect((await call("/api/console/website/look")).status).toBe(401);
    const customer = (await signedInCookie("9876543210")).cookie;
    expect((await call("/api/console/website/look", { cookie: customer })).status).toBe(403);
    expect((await putLook(look(), customer)).status).toBe(403);
    const answer = await call("/api/console/website/look", { cookie: given.admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(websiteLookSchema.parse(answer.json)).toMatchObject({ name: "Annapurna Store", font_family: "Inter", header_template: 1, logo: "logos/annapurna-store.svg" });
  });

  it("saves the look: the storefront of this website shows it on the next request, the other website's does not change, and the log has before and after", async () => {
    const wholesaleBefore = await storefront(WHOLESALE_ORIGIN);
    const response = await putLook(look());
    expect(response.status).toBe(200);
    const saved = websiteLookSavedSchema.parse(response.json);
    expect(saved).toMatchObject({ message: WEBSITE_LOOK_MESSAGES.saved, look: { brand_color: "#b45309", font_family: "Poppins", header_template: 2, navbar_template: 4, show_pincode: false, show_register: true } });

    const retail = await storefront();
    expect(retail.web).toMatchObject({ brand_color: "#b45309", font_family: "Poppins" });
    expect(retail.navSetting).toMatchObject({ header_template: 2, navbar_template: 4, show_pincode: false, show_register: true });
    const wholesale = await storefront(WHOLESALE_ORIGIN);
    expect(wholesale.web).toEqual(wholesaleBefore.web);
    expect(wholesale.navSetting).toEqual(wholesaleBefore.navSetting);

    expect(namedTags).toEqual(expect.arrayContaining([cacheTags.website(1), cacheTags.catalogue(1)]));
    expect(namedTags).not.toContain(cacheTags.website(WHOLESALE_WEBSITE_ID));
    expect(await latestAudit()).toMatchObject({
      action: "update-look",
      entity_id: "1",
      actor: { name: "Meera Iyer" },
      before: { brand_color: "#c2410c", font_family: "Inter", header_template: 1 },
      after: { brand_color: "#b45309", font_family: "Poppins", header_template: 2 },
    });
    expect((await latestAudit()).summary).toContain("brand_color");

    // Back to the store's default colour.
    expect((await storefront()).web?.brand_color).toBe("#b45309");
    await putLook(look({ brand_color: null }));
    expect((await storefront()).web?.brand_color).toBeNull();
  });

  it("refuses a bad colour, a font the store does not serve and a template that does not exist, each with its message, and changes nothing", async () => {
    const before = await storefront();
    for (const [body, message] of [
      [look({ brand_color: "teal" }), BRAND_COLOUR_MESSAGE],
      [look({ font_family: "Comic Sans" as "Inter" }), WEBSITE_LOOK_MESSAGES.font],
      [look({ header_template: 5 }), WEBSITE_LOOK_MESSAGES.headerTemplate],
      [look({ navbar_template: 0 }), WEBSITE_LOOK_MESSAGES.navbarTemplate],
      [look({ name: "  " }), "Website name is required"],
    ] as const) {
      const response = await putLook(body);
      expect(response).toMatchObject({ status: 400, json: { message } });
    }
    expect(await storefront()).toEqual(before);
  });

  it("changes only the website the request is for: another website's administrator is refused here and edits only their own", async () => {
    const other = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    const retailBefore = await storefront();
    expect((await putLook(look({ name: "Taken over" }), await wholesaleOnlyAdminCookie(1))).status).toBe(403);
    expect((await putLook(look({ name: "Bulk Bazaar", header_template: 4 }), other, WHOLESALE_ORIGIN)).status).toBe(200);
    expect((await storefront(WHOLESALE_ORIGIN)).navSetting.header_template).toBe(4);
    expect(await storefront()).toEqual(retailBefore);
    expect(namedTags).toContain(cacheTags.website(WHOLESALE_WEBSITE_ID));
    expect(namedTags).not.toContain(cacheTags.website(1));
  });

  it("edits a superadmin's switched website", async () => {
    const { cookie } = await signedInCookie("9876543213");
    expect((await post(`/api/websites/${WHOLESALE_WEBSITE_ID}/switch`, {}, cookie)).status).toBe(200);
    expect(websiteLookSchema.parse((await call("/api/console/website/look", { cookie })).json).name).toBe((await storefront(WHOLESALE_ORIGIN)).web?.name);
    expect((await putLook(look({ name: "Bulk Bazaar", navbar_template: 3 }), cookie)).status).toBe(200);
    expect((await storefront(WHOLESALE_ORIGIN)).navSetting.navbar_template).toBe(3);
  });

  it("refuses a write without the anti-forgery token", async () => {
    const response = await call("/api/console/website/look", { method: "PUT", cookie: given.admin, headers: { "content-type": "application/json" }, body: JSON.stringify(look()) });
    expect(response.status).toBe(403);
  });
});

describe("POST /api/console/website/logo and /icon", () => {
  it("stores an uploaded logo and icon through the console's photo checks; the storefront shows them, and the log records them", async () => {
    const logo = await upload("/api/console/website/logo", await pngFile(600, 200), given.admin);
    expect(logo.status).toBe(200);
    const saved = websiteLookSavedSchema.parse(logo.json);
    expect(saved.message).toBe(WEBSITE_LOOK_MESSAGES.logoSaved);
    expect(saved.look.logo).toMatch(/^logos\/annapurna-store-logo-[0-9a-f]{12}\.png$/);
    await expect(fs.stat(path.join(mediaDir(), saved.look.logo!))).resolves.toBeTruthy();
    expect((await storefront()).web?.logo).toBe(saved.look.logo);
    expect(await latestAudit()).toMatchObject({ action: "set-logo", before: { logo: "logos/annapurna-store.svg" }, after: { logo: saved.look.logo, width: 600, height: 200 } });
    expect(namedTags).toContain(cacheTags.website(1));

    const icon = websiteLookSavedSchema.parse((await upload("/api/console/website/icon", await pngFile(256, 256), given.admin)).json);
    expect(icon.look.favicon).toMatch(/^logos\/annapurna-store-icon-[0-9a-f]{12}\.png$/);
    expect((await storefront()).web?.favicon).toBe(icon.look.favicon);
  });

  it("refuses a file that is not a photo, and a customer's upload", async () => {
    const notAPhoto = await upload("/api/console/website/logo", { bytes: new TextEncoder().encode("<svg onload=alert(1)>"), name: "logo.png", type: "image/png" }, given.admin);
    expect(notAPhoto).toMatchObject({ status: 400, json: { message: PHOTO_MESSAGES.notAPhoto } });
    const customer = (await signedInCookie("9876543210")).cookie;
    expect((await upload("/api/console/website/icon", await pngFile(256, 256), customer)).status).toBe(403);
  });
});

/** A GSTIN of the state with this code, with its right check character. */
const gstinOf = (stateCode: string) => `${stateCode}AABCA1234F1Z` + gstinCheckCharacter(`${stateCode}AABCA1234F1Z`);

const policies = (overrides: Partial<WebsitePoliciesBody> = {}): WebsitePoliciesBody => ({
  return_policy: { days: 10, method: "in_store", fees: "customer_pays" },
  legal_name: "Annapurna Retail LLP",
  gstin: gstinOf("29").toLowerCase(),
  address: "7, Residency Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560025",
  ...overrides,
});
const putPolicies = (body: unknown, cookie: string | undefined = given.admin, origin?: string) => post("/api/console/website/policies", body, cookie, { method: "PUT", origin });

describe("GET and PUT /api/console/website/policies", () => {
  it("answers 401 to a guest and 403 to a customer", async () => {
    expect((await call("/api/console/website/policies")).status).toBe(401);
    const customer = (await signedInCookie("9876543210")).cookie;
    expect((await call("/api/console/website/policies", { cookie: customer })).status).toBe(403);
    expect((await putPolicies(policies(), customer)).status).toBe(403);
  });

  it("saves the return policy, legal name, GSTIN and registered address of this website only, with the log's before and after", async () => {
    const before = websitePoliciesSchema.parse((await call("/api/console/website/policies", { cookie: given.admin })).json);
    const wholesaleBefore = await storefront(WHOLESALE_ORIGIN);
    const response = await putPolicies(policies());
    expect(response.status).toBe(200);
    expect(websitePoliciesSavedSchema.parse(response.json)).toEqual({
      message: WEBSITE_POLICIES_MESSAGES.saved,
      policies: { return_policy: { days: 10, method: "in_store", fees: "customer_pays" }, legal_name: "Annapurna Retail LLP", gstin: gstinOf("29"), address: "7, Residency Road", city: "Bengaluru", state: "Karnataka", pincode: "560025" },
    });
    expect((await storefront()).webAddress).toMatchObject({ address: "7, Residency Road", pincode: "560025" });
    expect((await storefront(WHOLESALE_ORIGIN)).webAddress).toEqual(wholesaleBefore.webAddress);
    expect(await given.db.selectFrom("websites").select(["legal_name", "gstin", "return_days"]).where("id", "=", 1).executeTakeFirstOrThrow()).toEqual({ legal_name: "Annapurna Retail LLP", gstin: gstinOf("29"), return_days: 10 });
    expect(namedTags).toContain(cacheTags.website(1));
    expect(namedTags).not.toContain(cacheTags.website(WHOLESALE_WEBSITE_ID));
    const entry = await latestAudit();
    expect(entry).toMatchObject({ action: "update-policies", before: { legal_name: before.legal_name, address: before.address }, after: { legal_name: "Annapurna Retail LLP", gstin: gstinOf("29") } });
    expect(entry.summary).toContain("legal_name");

    // No return policy and no GSTIN: both are cleared, not left as they were.
    const cleared = websitePoliciesSavedSchema.parse((await putPolicies(policies({ return_policy: null, gstin: "", legal_name: "" }))).json).policies;
    expect(cleared).toMatchObject({ return_policy: null, gstin: "", legal_name: "" });
    await putPolicies({ ...before, gstin: before.gstin });
  });

  it("refuses a GSTIN with a wrong check character, one of another state than the address, a bad PIN code and bad return terms, each with its message", async () => {
    const before = websitePoliciesSchema.parse((await call("/api/console/website/policies", { cookie: given.admin })).json);
    const wrongCheck = gstinOf("29").slice(0, 14) + (gstinOf("29")[14] === "A" ? "B" : "A");
    for (const [body, message] of [
      [policies({ gstin: wrongCheck }), GSTIN_INVALID],
      [policies({ gstin: "29AABCA1234F1" }), GSTIN_INVALID],
      [policies({ gstin: gstinOf("27") }), WEBSITE_POLICIES_MESSAGES.gstinState("Maharashtra", "Karnataka")],
      [policies({ state: "Atlantis" }), WEBSITE_POLICIES_MESSAGES.state],
      [policies({ pincode: "060001" }), "Enter a 6-digit PIN code that does not start with 0"],
      [policies({ return_policy: { days: 400, method: "by_mail", fees: "free" } }), RETURN_POLICY_MESSAGES.days],
      [policies({ address: " " }), "Address is required"],
    ] as const) {
      expect(await putPolicies(body)).toMatchObject({ status: 400, json: { message } });
    }
    expect(websitePoliciesSchema.parse((await call("/api/console/website/policies", { cookie: given.admin })).json)).toEqual(before);
  });

  it("keeps another website's administrator to their own website", async () => {
    expect((await putPolicies(policies(), await wholesaleOnlyAdminCookie(1))).status).toBe(403);
    const other = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    const retail = websitePoliciesSchema.parse((await call("/api/console/website/policies", { cookie: given.admin })).json);
    const wholesale = websitePoliciesSchema.parse((await call("/api/console/website/policies", { cookie: other, origin: WHOLESALE_ORIGIN })).json);
    expect((await putPolicies({ ...wholesale, legal_name: "Bulk Bazaar Traders" }, other, WHOLESALE_ORIGIN)).status).toBe(200);
    expect(websitePoliciesSchema.parse((await call("/api/console/website/policies", { cookie: given.admin })).json)).toEqual(retail);
  });
});

const item = (name: string, link = "", children: MenuItem[] = [], icon: MenuItem["icon"] = null): MenuItem => ({ name, link, icon, translations: {}, children });
const putMenu = (menu: string, items: unknown, cookie: string | undefined = given.admin, origin?: string) => post(`/api/console/website/menus/${menu}`, { items }, cookie, { method: "PUT", origin });
const menusOf = async (cookie = given.admin, origin?: string) => websiteMenusSchema.parse((await call("/api/console/website/menus", { cookie, origin })).json);

describe("GET /api/console/website/menus and PUT …/menus/{navigation|footer}", () => {
  it("answers 401 to a guest and 403 to a customer", async () => {
    expect((await call("/api/console/website/menus")).status).toBe(401);
    const customer = (await signedInCookie("9876543210")).cookie;
    expect((await call("/api/console/website/menus", { cookie: customer })).status).toBe(403);
    expect((await putMenu("navigation", [], customer)).status).toBe(403);
  });

  it("reads the seeded menus as trees, and saves a reordered, nested navigation that the storefront serves in that order on the next request", async () => {
    const { navigation } = await menusOf();
    expect(navigation.map((entry) => entry.name)).toEqual(["Home", "Categories", "Offers", "Popular Brands", "About Us", "Recipes"]);
    expect(navigation[3].children.at(-1)).toMatchObject({ name: "Kitchen staples", children: [{ name: "Rice & Grains" }, { name: "Dals & Pulses" }] });
    const wholesaleBefore = (await storefront(WHOLESALE_ORIGIN)).navs;

    // Offers moves first, About Us goes, a new item with two levels under it comes last.
    const reordered = [navigation[2], navigation[0], navigation[1], navigation[3], navigation[5], item("Festive", "/products?q=festive", [item("Sweets", "/products?q=sweets", [item("Laddoos", "/products?q=laddoo")])])];
    const response = await putMenu("navigation", reordered);
    expect(response.status).toBe(200);
    const saved = websiteMenuSavedSchema.parse(response.json);
    expect(saved.message).toBe(WEBSITE_MENU_MESSAGES.saved.navigation);
    expect(saved.menus.navigation).toEqual(reordered);

    const served = (await storefront()).navs;
    expect(served.map((entry) => entry.name)).toEqual(["Offers", "Home", "Categories", "Popular Brands", "Recipes", "Festive"]);
    expect(served[5]).toMatchObject({ link: "/products?q=festive", children: [{ name: "Sweets", children: [{ name: "Laddoos", link: "/products?q=laddoo" }] }] });
    // The Categories entry still gets the category tree when served.
    expect(served[2].children.length).toBeGreaterThan(0);
    expect((await storefront(WHOLESALE_ORIGIN)).navs).toEqual(wholesaleBefore);
    expect(namedTags).toContain(cacheTags.website(1));
    expect(namedTags).not.toContain(cacheTags.website(WHOLESALE_WEBSITE_ID));
    expect(await latestAudit()).toMatchObject({ action: "update-navigation", before: navigation, after: reordered });

    expect((await putMenu("navigation", navigation)).status).toBe(200);
    expect((await menusOf()).navigation).toEqual(navigation);
  });

  it("saves footer columns with their links and social links", async () => {
    const { footer } = await menusOf();
    const columns = [item("Help", "", [item("Returns", "/policies/returns"), item("Contact", "/about-us#contact")]), item("Follow Us", "", [item("X", "https://x.com/annapurna", [], "x"), item("Instagram", "https://www.instagram.com/annapurna", [], "instagram")])];
    const saved = websiteMenuSavedSchema.parse((await putMenu("footer", columns)).json);
    expect(saved.menus.footer).toEqual(columns);
    const served = (await storefront()).footers;
    expect(served.map((column) => [column.group, column.name])).toEqual([[1, "Help"], [2, "Follow Us"]]);
    expect(served[1].children[0]).toMatchObject({ name: "X", icon: "x", show_icon: 1, link: "https://x.com/annapurna" });
    expect((await putMenu("footer", footer)).status).toBe(200);
  });

  it("refuses unsafe links, nesting deeper than the templates draw, unknown icons and empty names, each with its message, and keeps the menu", async () => {
    const before = await menusOf();
    for (const [menu, items, message] of [
      ["navigation", [item("Free gift", "javascript:alert(1)")], SITE_LINK_MESSAGE],
      ["navigation", [item("Elsewhere", "//evil.example/")], SITE_LINK_MESSAGE],
      ["navigation", [item("Data", "data:text/html,<script>alert(1)</script>")], SITE_LINK_MESSAGE],
      ["navigation", [item("Relative", "about-us")], SITE_LINK_MESSAGE],
      ["navigation", [item("A", "/a", [item("B", "/b", [item("C", "/c", [item("D", "/d")])])])], WEBSITE_MENU_MESSAGES.tooDeep("navigation")],
      ["footer", [item("Column", "", [item("Link", "/x", [item("Too deep", "/y")])])], WEBSITE_MENU_MESSAGES.tooDeep("footer")],
      ["footer", [item("Column", "", [item("Myspace", "https://myspace.com", [], "myspace" as "x")])], WEBSITE_MENU_MESSAGES.icon],
      ["navigation", [item("  ", "/")], "Every item needs a name"],
    ] as const) {
      expect(await putMenu(menu, items)).toMatchObject({ status: 400, json: { message } });
    }
    expect((await putMenu("sidebar", [])).status).toBe(404);
    expect(await menusOf()).toEqual(before);
  });

  it("keeps another website's administrator to their own website's menus", async () => {
    const retail = await menusOf();
    expect((await putMenu("navigation", [item("Taken over", "/")], await wholesaleOnlyAdminCookie(1))).status).toBe(403);
    const other = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    const wholesale = await menusOf(other, WHOLESALE_ORIGIN);
    expect(wholesale.navigation.map((entry) => entry.name)).toContain("Bulk Deals");
    expect((await putMenu("navigation", [...wholesale.navigation].reverse(), other, WHOLESALE_ORIGIN)).status).toBe(200);
    expect(await menusOf()).toEqual(retail);
    expect((await storefront(WHOLESALE_ORIGIN)).navs[0].name).toBe(wholesale.navigation.at(-1)!.name);
  });
});
