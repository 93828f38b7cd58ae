import { consoleTestContext, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { staleTagsOf } from "@/backend/test/stale-tags";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post, signedInCookie, upload } from "@/backend/test/shopper";
import { pngUpload, temporaryMediaDir } from "@/backend/test/uploads";
import { PHOTO_MESSAGES } from "@/lib/validation/photo";
import fs from "node:fs/promises";
import path from "node:path";
import { auditListSchema } from "@/lib/api/schemas/console/audit";
import { PAGE_BLOCK_MESSAGES, type PageBlock } from "@/lib/api/schemas/console/page-blocks";
import { CONSOLE_PAGE_MESSAGES, PAGE_IMAGE_UPLOAD_PATH, pageImageStoredSchema, consolePageListSchema, consolePageSavedSchema, pageDraftSavedSchema, pageEditorStateSchema, pageVersionListSchema } from "@/lib/api/schemas/console/pages";
import { pageDataSchema } from "@/lib/api/schemas";
import { cacheTags } from "@/lib/cache/tags";

withTestDatabase();
jest.setTimeout(60_000);

const given = consoleTestContext();
const mediaDir = temporaryMediaDir("console-pages-");

const ok = <T>(schema: { parse: (value: unknown) => T }, response: { status: number; json: unknown }) => {
  expect({ status: response.status, json: response.json }).toMatchObject({ status: 200 });
  return schema.parse(response.json);
};

const homePageId = async (websiteId = 1) =>
  (await given.db.selectFrom("web_pages").select("id").where("website_id", "=", websiteId).where("url", "=", "/").executeTakeFirstOrThrow()).id;

const editor = async (pageId: number, origin?: string, cookie = given.admin) => ok(pageEditorStateSchema, await call(`/api/console/pages/${pageId}/editor`, { cookie, origin }));
const saveDraft = (pageId: number, blocks: PageBlock[], base: number, cookie = given.admin, origin?: string) =>
  post(`/api/console/pages/${pageId}/draft`, { blocks, base_revision: base }, cookie, { method: "PUT", origin });
const publish = (pageId: number, blocks: PageBlock[], base: number, cookie = given.admin, origin?: string) =>
  post(`/api/console/pages/${pageId}/publish`, { blocks, base_revision: base }, cookie, { origin });
const shoppersHome = async () => pageDataSchema.parse((await call("/api/page/data")).json).data.map((block) => [block.type, block.name]);

const latestAudit = async (entity: string) => auditListSchema.parse((await call(`/api/console/audit?entity=${entity}&perPage=1`, { cookie: given.admin })).json).data[0];

/** The home page's blocks with the hero renamed and the first product carousel moved above the card slider. */
function editedHome(blocks: PageBlock[]): PageBlock[] {
  const hero = blocks.findIndex((block) => block.type === "hero_slider");
  const edited = blocks.map((block, index) => (index === hero ? { ...block, name: "Fresh this week" } : block));
  const carousel = edited.findIndex((block) => block.type === "product_carousel");
  const slider = edited.findIndex((block) => block.type === "card_slider");
  const [moved] = edited.splice(carousel, 1);
  edited.splice(slider - 1, 0, moved);
  return edited;
}

describe("who may use the page editor", () => {
  it("refuses guests (401), customers and another website's administrator (403)", async () => {
    const pageId = await homePageId();
    expect((await call("/api/console/pages")).status).toBe(401);
    const customer = (await signedInCookie("9876543210")).cookie;
    expect((await call("/api/console/pages", { cookie: customer })).status).toBe(403);
    expect((await saveDraft(pageId, [], 0, customer)).status).toBe(403);
    const wholesaleOnly = await wholesaleOnlyAdminCookie(1);
    expect((await call(`/api/console/pages/${pageId}/editor`, { cookie: wholesaleOnly })).status).toBe(403);
    expect((await publish(pageId, [], 0, wholesaleOnly)).status).toBe(403);
  });

  it("answers another website's page as missing on every call, and writes nothing", async () => {
    const retailHome = await homePageId(1);
    const wholesale = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    const own = ok(consolePageListSchema, await call("/api/console/pages", { cookie: wholesale, origin: WHOLESALE_ORIGIN }));
    expect(own.data.map((page) => page.id)).not.toContain(retailHome);
    const attempts = [
      call(`/api/console/pages/${retailHome}/editor`, { cookie: wholesale, origin: WHOLESALE_ORIGIN }),
      call(`/api/console/pages/${retailHome}/versions`, { cookie: wholesale, origin: WHOLESALE_ORIGIN }),
      saveDraft(retailHome, [], 0, wholesale, WHOLESALE_ORIGIN),
      publish(retailHome, [], 0, wholesale, WHOLESALE_ORIGIN),
      post(`/api/console/pages/${retailHome}/versions/1/restore`, {}, wholesale, { origin: WHOLESALE_ORIGIN }),
      post(`/api/console/pages/${retailHome}`, { name: "Taken", url: "/taken", seo_title: null, seo_description: null, published: true }, wholesale, { method: "PUT", origin: WHOLESALE_ORIGIN }),
      post(`/api/console/pages/${retailHome}`, {}, wholesale, { method: "DELETE", origin: WHOLESALE_ORIGIN }),
    ];
    for (const response of await Promise.all(attempts)) expect(response).toMatchObject({ status: 404 });
    expect(await given.db.selectFrom("page_drafts").select("page_id").where("page_id", "=", retailHome).executeTakeFirst()).toBeUndefined();
    expect((await editor(retailHome)).page.url).toBe("/");
  });

  it("lets a superadmin edit the website the request resolves to", async () => {
    const superadmin = (await signedInCookie("9876543213", WHOLESALE_WEBSITE_ID)).cookie;
    const wholesaleHome = await homePageId(WHOLESALE_WEBSITE_ID);
    const state = await editor(wholesaleHome, WHOLESALE_ORIGIN, superadmin);
    expect(state.blocks.length).toBeGreaterThan(0);
  });
});

describe("drafts, publishing and versions", () => {
  it("keeps a draft from shoppers and refuses a save based on an older revision (409), keeping the newer draft", async () => {
    const pageId = await homePageId();
    const before = await shoppersHome();
    const opened = await editor(pageId);
    expect(opened.revision).toBe(0);
    expect(opened.blocks.map((block) => block.type)).toEqual(before.map(([type]) => type));

    const first = ok(pageDraftSavedSchema, await saveDraft(pageId, editedHome(opened.blocks), opened.revision));
    expect(first).toMatchObject({ revision: 1, message: CONSOLE_PAGE_MESSAGES.draftSaved });
    expect(await shoppersHome()).toEqual(before);
    const preview = pageDataSchema.parse(ok({ parse: (value: unknown) => value }, await call(`/api/console/pages/${pageId}/preview`, { cookie: given.admin })));
    expect(preview.data[0]).toMatchObject({ type: "hero_slider", name: "Fresh this week" });
    expect(preview.data.find((block) => block.type === "product_carousel")?.response).toEqual(expect.arrayContaining([expect.objectContaining({ slug: expect.any(String) })]));

    const secondTab = await saveDraft(pageId, opened.blocks.slice(1), opened.revision);
    expect(secondTab).toMatchObject({ status: 409, json: { message: CONSOLE_PAGE_MESSAGES.conflict } });
    const now = await editor(pageId);
    expect(now).toMatchObject({ revision: 1, page: { unpublished_changes: true } });
    expect(now.blocks).toEqual(editedHome(opened.blocks));
    expect((await publish(pageId, opened.blocks, 0)).status).toBe(409);
    expect(await shoppersHome()).toEqual(before);
  });

  it("refuses a block the schema does not allow, naming the block and the reason", async () => {
    const pageId = await homePageId();
    const { blocks, revision } = await editor(pageId);
    const withScriptLink: PageBlock[] = [...blocks, { type: "image", data: { image: "banners/annapurna/about.svg", alt: "Our kitchen", link: "javascript:alert(1)" } }];
    const refused = await publish(pageId, withScriptLink, revision);
    expect(refused).toMatchObject({ status: 400, json: { message: `Block ${blocks.length + 1} (Image) link: ${PAGE_BLOCK_MESSAGES.unsafeLink}` } });
    expect((await saveDraft(pageId, withScriptLink, revision)).status).toBe(400);
    expect((await editor(pageId)).revision).toBe(revision);
  });

  it("refuses to publish a product carousel that shows no products, and says which", async () => {
    const pageId = await homePageId();
    const { blocks, revision } = await editor(pageId);
    const empty: PageBlock = { type: "product_carousel", data: { title: "Nothing here" }, logicdata: { brand: "no-such-brand", limit: 10 } };
    const refused = await publish(pageId, [empty, ...blocks], revision);
    expect(refused).toMatchObject({ status: 422, json: { message: `Block 1 (Product carousel "Nothing here"): ${PAGE_BLOCK_MESSAGES.carouselEmpty}` } });
    expect((await editor(pageId)).revision).toBe(revision);
    expect(ok(pageVersionListSchema, await call(`/api/console/pages/${pageId}/versions`, { cookie: given.admin })).data).toEqual([]);
  });

  it("takes hand-picked products for a carousel: checked against the website's catalogue, shown to shoppers in the chosen order", async () => {
    // The About Us page, so the home page's versions stay as the other tests count them.
    const pageId = (await given.db.selectFrom("web_pages").select("id").where("website_id", "=", 1).where("url", "=", "/about-us").executeTakeFirstOrThrow()).id;
    const { blocks, revision } = await editor(pageId);
    const slugs = (await given.db.selectFrom("products").select("slug").where("website_id", "=", 1).where("active", "=", 1).orderBy("id").limit(25).execute()).map((product) => product.slug);
    const carousel = (products: string[]): PageBlock => ({ type: "product_carousel", data: { title: "Our picks" }, logicdata: { products, limit: 10 } });

    expect(await saveDraft(pageId, [carousel(slugs)], revision)).toMatchObject({ status: 400, json: { message: `Block 1 (Product carousel) products: ${PAGE_BLOCK_MESSAGES.productsTooMany}` } });
    expect(await saveDraft(pageId, [carousel([slugs[0], slugs[0]])], revision)).toMatchObject({ status: 400, json: { message: `Block 1 (Product carousel) products: ${PAGE_BLOCK_MESSAGES.productTwice}` } });
    await given.db.updateTable("products").set({ active: 0 }).where("website_id", "=", 1).where("slug", "=", slugs[2]).execute();
    expect(await publish(pageId, [carousel([slugs[1], slugs[2]])], revision)).toMatchObject({ status: 422, json: { message: `Block 1 (Product carousel "Our picks"): "${slugs[2]}" ${PAGE_BLOCK_MESSAGES.productUnknown}` } });
    expect((await editor(pageId)).revision).toBe(revision);

    const picked = [slugs[4], slugs[3]];
    ok(pageDraftSavedSchema, await publish(pageId, [carousel(picked), ...blocks], revision));
    const shown = pageDataSchema.parse((await call("/api/page/data/about-us")).json).data[0];
    expect(shown).toMatchObject({ type: "product_carousel", logicdata: { products: picked } });
    expect((shown.response as { slug: string }[]).map((product) => product.slug)).toEqual(picked);
  });

  it("describes a carousel's chosen products in the OpenAPI document", async () => {
    const text = JSON.stringify((await call("/api/openapi.json")).json);
    expect(text).toContain("Product slugs in the order shown");
  });

  it("publishes the draft as a new version, expires that page alone, and restores the old page in one call", async () => {
    const pageId = await homePageId();
    const original = await shoppersHome();
    const { blocks, revision } = await editor(pageId);
    const edited = editedHome(blocks);

    let published!: ReturnType<typeof pageDraftSavedSchema.parse>;
    const stale = await staleTagsOf(async () => {
      published = ok(pageDraftSavedSchema, await publish(pageId, edited, revision));
    });
    // The home page's own tag: the shell, the catalogue and so every product page stay cached.
    expect(stale).toEqual([cacheTags.page(1, "/")]);
    expect(published).toMatchObject({ version: 2, revision: revision + 1, message: CONSOLE_PAGE_MESSAGES.published });
    const shown = await shoppersHome();
    expect(shown[0]).toEqual(["hero_slider", "Fresh this week"]);
    expect(shown.findIndex(([type]) => type === "product_carousel")).toBeLessThan(shown.findIndex(([type]) => type === "card_slider"));
    expect(await latestAudit("page")).toMatchObject({ action: "publish", entity_id: String(pageId), summary: "Published / as version 2", actor: { name: "Meera Iyer" } });
    expect((await editor(pageId)).page).toMatchObject({ version: 2, unpublished_changes: false });

    const versions = ok(pageVersionListSchema, await call(`/api/console/pages/${pageId}/versions`, { cookie: given.admin }));
    expect(versions).toMatchObject({ current: 2, data: [{ version: 2, by: "Meera Iyer" }, { version: 1 }] });

    const restoreStale = await staleTagsOf(async () => {
      expect(ok(pageDraftSavedSchema, await post(`/api/console/pages/${pageId}/versions/1/restore`, {}, given.admin))).toMatchObject({ version: 3, message: CONSOLE_PAGE_MESSAGES.restored });
    });
    expect(restoreStale).toEqual([cacheTags.page(1, "/")]);
    expect(await shoppersHome()).toEqual(original);
    expect((await editor(pageId)).blocks.map((block) => [block.type, block.name])).toEqual(original);
    expect(await latestAudit("page")).toMatchObject({ action: "restore", summary: "Restored version 1 of / as version 3" });
    expect((await post(`/api/console/pages/${pageId}/versions/9/restore`, {}, given.admin)).status).toBe(404);
  });
});

describe("pages", () => {
  const settings = { name: "Diwali offers", url: "/diwali-offers", seo_title: "Diwali offers", seo_description: "Festival prices", published: true };

  it("adds, renames and deletes a page; the home page keeps its address and cannot be deleted", async () => {
    const created = ok(consolePageSavedSchema, await post("/api/console/pages", settings, given.admin));
    expect(created).toMatchObject({ message: CONSOLE_PAGE_MESSAGES.created, page: { url: "/diwali-offers", published: true, version: 0 } });
    expect((await call("/api/page/data/diwali-offers")).status).toBe(200);
    expect(await post("/api/console/pages", settings, given.admin)).toMatchObject({ status: 409, json: { message: CONSOLE_PAGE_MESSAGES.urlTaken } });
    expect(await post("/api/console/pages", { ...settings, url: "/Bad Url" }, given.admin)).toMatchObject({ status: 400 });

    const moved = ok(consolePageSavedSchema, await post(`/api/console/pages/${created.page.id}`, { ...settings, url: "/festival", published: false }, given.admin, { method: "PUT" }));
    expect(moved.page).toMatchObject({ url: "/festival", published: false });
    expect((await call("/api/page/data/festival")).status).toBe(404);
    expect(await latestAudit("page")).toMatchObject({ action: "update", summary: "Moved page /diwali-offers to /festival" });

    const home = await homePageId();
    expect(await post(`/api/console/pages/${home}`, { ...settings, url: "/home" }, given.admin, { method: "PUT" })).toMatchObject({ status: 409, json: { message: CONSOLE_PAGE_MESSAGES.homeUrlKept } });
    expect(await post(`/api/console/pages/${home}`, {}, given.admin, { method: "DELETE" })).toMatchObject({ status: 409, json: { message: CONSOLE_PAGE_MESSAGES.homeKept } });

    expect(ok(consolePageListSchema, await call("/api/console/pages", { cookie: given.admin })).data[0].url).toBe("/");
    expect(await post(`/api/console/pages/${created.page.id}`, {}, given.admin, { method: "DELETE" })).toMatchObject({ status: 200, json: { message: CONSOLE_PAGE_MESSAGES.deleted } });
    expect(await given.db.selectFrom("web_pages").select("id").where("id", "=", created.page.id).executeTakeFirst()).toBeUndefined();
    expect(await latestAudit("page")).toMatchObject({ action: "delete", summary: "Deleted page /festival" });
  });

  const moved = async (path: string) => call(`/api/page/moved${path}`);
  const savePage = async (id: number | null, changes: Partial<typeof settings>) =>
    ok(consolePageSavedSchema, await (id === null ? post("/api/console/pages", { ...settings, ...changes }, given.admin) : post(`/api/console/pages/${id}`, { ...settings, ...changes }, given.admin, { method: "PUT" })));

  it("a renamed page's old addresses lead to its current one, however often it moved; a new page at an old address wins; deleting the page removes them", async () => {
    const page = (await savePage(null, {})).page;
    await savePage(page.id, { url: "/festival" });
    expect(await moved("/diwali-offers")).toMatchObject({ status: 200, json: { url: "/festival" } });
    await savePage(page.id, { url: "/festival-offers" });
    // Both earlier addresses go straight to the newest: no chain of redirects.
    expect((await moved("/diwali-offers")).json).toEqual({ url: "/festival-offers" });
    expect((await moved("/festival")).json).toEqual({ url: "/festival-offers" });
    expect((await moved("/festival-offers")).status).toBe(404);

    // A hidden page is not revealed by its old address.
    await savePage(page.id, { url: "/festival-offers", published: false });
    expect((await moved("/festival")).status).toBe(404);
    await savePage(page.id, { url: "/festival-offers", published: true });

    // A new page takes an old address: it is served there, and that address no longer redirects.
    const newcomer = (await savePage(null, { name: "Festival", url: "/festival" })).page;
    expect((await call("/api/page/data/festival")).status).toBe(200);
    expect((await moved("/festival")).status).toBe(404);
    expect((await moved("/diwali-offers")).json).toEqual({ url: "/festival-offers" });

    expect((await post(`/api/console/pages/${page.id}`, {}, given.admin, { method: "DELETE" })).status).toBe(200);
    expect((await moved("/diwali-offers")).status).toBe(404);
    expect(await given.db.selectFrom("page_redirects").select("from_url").where("page_id", "=", page.id).execute()).toEqual([]);
    expect((await post(`/api/console/pages/${newcomer.id}`, {}, given.admin, { method: "DELETE" })).status).toBe(200);
  });

  it("keeps another website's old addresses apart", async () => {
    const page = (await savePage(null, { url: "/retail-only" })).page;
    await savePage(page.id, { url: "/retail-moved" });
    expect((await moved("/retail-only")).status).toBe(200);
    expect((await call("/api/page/moved/retail-only", { origin: WHOLESALE_ORIGIN })).status).toBe(404);
  });
});

describe("a block's picture", () => {
  it("is uploaded through the photo checks and stored under banners/, with its audit entry; a block then publishes with it; guests and customers are refused", async () => {
    expect((await upload(PAGE_IMAGE_UPLOAD_PATH, await pngUpload(800, 400))).status).toBe(401);
    expect((await upload(PAGE_IMAGE_UPLOAD_PATH, await pngUpload(800, 400), (await signedInCookie("9876543210")).cookie)).status).toBe(403);
    const notAPhoto = await upload(PAGE_IMAGE_UPLOAD_PATH, { bytes: new TextEncoder().encode("<svg onload=alert(1)>"), name: "slide.png", type: "image/png" }, given.admin);
    expect(notAPhoto).toMatchObject({ status: 400, json: { message: PHOTO_MESSAGES.notAPhoto } });

    const stored = ok(pageImageStoredSchema, await upload(PAGE_IMAGE_UPLOAD_PATH, await pngUpload(800, 400, "slide.png"), given.admin));
    expect(stored).toMatchObject({ message: CONSOLE_PAGE_MESSAGES.imageUploaded });
    expect(stored.src).toMatch(/^banners\/page-1-[0-9a-f]{12}\.png$/);
    await expect(fs.stat(path.join(mediaDir(), stored.src))).resolves.toBeTruthy();
    expect(await latestAudit("page")).toMatchObject({ action: "upload-image", after: { src: stored.src, width: 800, height: 400 } });

    const pageId = await homePageId();
    const { blocks, revision } = await editor(pageId);
    const withPicture: PageBlock[] = [{ type: "image", data: { image: stored.src, alt: "Monsoon offers", link: "/products" } }, ...blocks];
    ok(pageDraftSavedSchema, await publish(pageId, withPicture, revision));
    expect(pageDataSchema.parse((await call("/api/page/data")).json).data[0]).toMatchObject({ type: "image", data: { image: stored.src } });
  });
});
