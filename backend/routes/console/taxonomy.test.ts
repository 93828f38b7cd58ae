import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { onSharedInvalidate } from "@/backend/test/stale-tags";
import { consoleTestContext, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post, signedInCookie, upload } from "@/backend/test/shopper";
import { auditListSchema } from "@/lib/api/schemas/console/audit";
import { catalogueOptionsSchema } from "@/lib/api/schemas/console/products";
import {
  CATEGORY_PARENT_MESSAGES,
  taxonomyMessages,
  TAXONOMY_KINDS,
  taxonomySchemas,
  type CategoryBody,
} from "@/lib/api/schemas/console/taxonomy";
import { initResponseSchema } from "@/lib/api/schemas";
import { cacheTags } from "@/lib/cache/tags";
import { PHOTO_MESSAGES } from "@/lib/validation/photo";

withTestDatabase();

const given = consoleTestContext();
let mediaDir: string;
const previousMediaDir = process.env.MEDIA_DIR;

beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "console-taxonomy-"));
  process.env.MEDIA_DIR = mediaDir;
});

/** The cache tags each write names, so the storefront's menus, category tree and listings are stale at once. */
let namedTags: string[][] = [];
let stopListening: () => void;
beforeEach(() => {
  namedTags = [];
  stopListening = onSharedInvalidate((tags) => void namedTags.push(tags));
});
afterEach(() => stopListening());
const retailPagesMadeStale = () => expect(namedTags).toContainEqual(expect.arrayContaining([cacheTags.website(1), cacheTags.catalogue(1)]));

afterAll(async () => {
  process.env.MEDIA_DIR = previousMediaDir;
  await fs.rm(mediaDir, { recursive: true, force: true });
});

const auditCount = async () => Number((await given.db.selectFrom("audit_log").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
const latestAudit = async (entity: string, cookie = given.admin, origin?: string) =>
  auditListSchema.parse((await call(`/api/console/audit?entity=${entity}&perPage=1`, { cookie, origin })).json).data[0];
const storefrontCategories = async () => initResponseSchema.parse((await call("/api/init")).json).categories;
const categoryId = async (slug: string, websiteId = 1) =>
  (await given.db.selectFrom("categories").select("id").where("website_id", "=", websiteId).where("slug", "=", slug).executeTakeFirstOrThrow()).id;
const pngFile = async (width: number, height: number) => ({
  bytes: new Uint8Array(await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer()),
  name: "picture.png",
  type: "image/png",
});

const category = (overrides: Partial<CategoryBody> = {}): CategoryBody => ({ name: "Foxtail Millet", slug: "", parent_id: null, position: 5, active: true, ...overrides });
const savedCategory = (response: { status: number; json: unknown }) => {
  expect(response).toMatchObject({ status: 200 });
  return taxonomySchemas.categories.saved.parse(response.json);
};

describe("categories", () => {
  it("adds a sub-category with a slug made from the name, which the storefront's tree shows on the next request, with its audit entry", async () => {
    const parentId = await categoryId("rice-grains");
    expect((await storefrontCategories()).find((root) => root.slug === "rice-grains")!.children.map((child) => child.slug)).not.toContain("foxtail-millet");

    const { record, message } = savedCategory(await post("/api/console/categories", category({ parent_id: parentId }), given.admin));
    expect(message).toBe(taxonomyMessages("categories").created);
    expect(record).toMatchObject({ name: "Foxtail Millet", slug: "foxtail-millet", parent_id: parentId, parent_name: "Rice & Grains", position: 5, active: true, image: null });
    expect((await storefrontCategories()).find((root) => root.slug === "rice-grains")!.children.map((child) => child.slug)).toContain("foxtail-millet");
    retailPagesMadeStale();
    expect(await latestAudit("category")).toMatchObject({ action: "create", entity_id: String(record.id), actor: { name: "Meera Iyer" }, summary: "Added category Foxtail Millet", after: { slug: "foxtail-millet" } });

    // The same name again gets the next free slug; a slug asked for that is taken is refused by name.
    expect(savedCategory(await post("/api/console/categories", category(), given.admin)).record.slug).toBe("foxtail-millet-2");
    expect(await post("/api/console/categories", category({ slug: "rice-grains" }), given.admin)).toMatchObject({ status: 409, json: { message: taxonomyMessages("categories").slugTaken } });
  });

  it("edits a category, and hiding it takes it out of the storefront's tree at once; the log has before and after", async () => {
    const { record } = savedCategory(await post("/api/console/categories", category({ name: "Seasonal Specials" }), given.admin));
    expect((await storefrontCategories()).map((root) => root.slug)).toContain("seasonal-specials");
    const edited = savedCategory(await post(`/api/console/categories/${record.id}`, category({ name: "Festive Specials", slug: "festive", active: false }), given.admin, { method: "PUT" }));
    expect(edited).toMatchObject({ message: taxonomyMessages("categories").saved, record: { id: record.id, name: "Festive Specials", slug: "festive", active: false } });
    expect((await storefrontCategories()).map((root) => root.slug)).not.toContain("festive");
    expect(await latestAudit("category")).toMatchObject({ action: "update", before: { name: "Seasonal Specials", active: true }, after: { name: "Festive Specials", active: false } });
  });

  it("refuses a parent that is the category itself or below it, or not this website's, changing nothing", async () => {
    const top = savedCategory(await post("/api/console/categories", category({ name: "Loop Top" }), given.admin)).record;
    const middle = savedCategory(await post("/api/console/categories", category({ name: "Loop Middle", parent_id: top.id }), given.admin)).record;
    const bottom = savedCategory(await post("/api/console/categories", category({ name: "Loop Bottom", parent_id: middle.id }), given.admin)).record;
    const before = await auditCount();
    const wholesaleCategory = (await given.db.selectFrom("categories").select("id").where("website_id", "=", WHOLESALE_WEBSITE_ID).executeTakeFirstOrThrow()).id;
    const cases: [number, number | null, string][] = [
      [top.id, top.id, CATEGORY_PARENT_MESSAGES.ownAncestor],
      [top.id, bottom.id, CATEGORY_PARENT_MESSAGES.ownAncestor],
      [middle.id, bottom.id, CATEGORY_PARENT_MESSAGES.ownAncestor],
      [bottom.id, wholesaleCategory, CATEGORY_PARENT_MESSAGES.unknownParent],
      [bottom.id, 999_999, CATEGORY_PARENT_MESSAGES.unknownParent],
    ];
    for (const [id, parent_id, message] of cases) {
      const response = await post(`/api/console/categories/${id}`, category({ name: "Loop Changed", parent_id }), given.admin, { method: "PUT" });
      expect({ id, parent_id, status: response.status, json: response.json }).toEqual({ id, parent_id, status: 422, json: { message } });
    }
    expect(await post("/api/console/categories", category({ name: "!!!" }), given.admin)).toMatchObject({ status: 400, json: { message: taxonomyMessages("categories").emptySlug } });
    expect(await post("/api/console/categories", category({ position: -1 }), given.admin)).toMatchObject({ status: 400, json: { message: "The position is 0 or more" } });
    expect(await auditCount()).toBe(before);
    expect(namedTags).toHaveLength(3);
    expect((await given.db.selectFrom("categories").select("parent_id").where("id", "=", top.id).executeTakeFirstOrThrow()).parent_id).toBeNull();
    // Moving a sub-category to another branch is fine.
    expect(savedCategory(await post(`/api/console/categories/${bottom.id}`, category({ name: "Loop Bottom", parent_id: top.id }), given.admin, { method: "PUT" })).record.parent_name).toBe("Loop Top");
  });

  it("lists the website's categories with their parents, searched on the name and paged", async () => {
    const list = taxonomySchemas.categories.list.parse((await call("/api/console/categories?q=basmati", { cookie: given.admin })).json);
    expect(list.data.map((row) => [row.slug, row.parent_name])).toEqual([["basmati-rice", "Rice & Grains"]]);
    const firstPage = taxonomySchemas.categories.list.parse((await call("/api/console/categories?perPage=2", { cookie: given.admin })).json);
    const names = (await given.db.selectFrom("categories").select("name").where("website_id", "=", 1).orderBy("name").orderBy("id").execute()).map((row) => row.name);
    expect(firstPage.meta.total).toBe(names.length);
    expect(firstPage.data.map((row) => row.name)).toEqual(names.slice(0, 2));
  });

  it("takes an image through the photo checks, shows it in the storefront's tree and logs it; refuses what is not a photo", async () => {
    const id = await categoryId("basmati-rice");
    const answer = await upload(`/api/console/categories/${id}/photo`, await pngFile(600, 600), given.admin);
    expect(answer.status).toBe(200);
    const { record, message } = taxonomySchemas.categories.saved.parse(answer.json);
    expect(message).toBe(taxonomyMessages("categories").pictureSaved);
    expect(record.image).toMatch(/^categories\/basmati-rice-[0-9a-f]{12}\.png$/);
    expect((await sharp(path.join(mediaDir, record.image!)).metadata()).width).toBe(600);
    const basmati = (await storefrontCategories()).flatMap((root) => root.children).find((child) => child.slug === "basmati-rice");
    expect(basmati?.avatar).toBe(record.image);
    retailPagesMadeStale();
    expect(await latestAudit("category")).toMatchObject({ action: "set-image", entity_id: String(id), summary: "New image for category Basmati Rice", after: { image: record.image } });

    const bad = await upload(`/api/console/categories/${id}/photo`, { bytes: new Uint8Array(Buffer.from("not a photo")), name: "a.png", type: "image/png" }, given.admin);
    expect(bad).toMatchObject({ status: 400, json: { message: PHOTO_MESSAGES.notAPhoto } });
  });
});

describe("brands and suppliers", () => {
  it("adds and edits a brand with a logo; the product form's choices show it", async () => {
    const created = taxonomySchemas.brands.saved.parse((await post("/api/console/brands", { name: "Hill Top Organics", slug: "" }, given.admin)).json);
    expect(created).toMatchObject({ message: taxonomyMessages("brands").created, record: { name: "Hill Top Organics", slug: "hill-top-organics", image: null } });
    expect(await latestAudit("brand")).toMatchObject({ action: "create", entity_id: String(created.record.id), summary: "Added brand Hill Top Organics" });

    const renamed = taxonomySchemas.brands.saved.parse((await post(`/api/console/brands/${created.record.id}`, { name: "Hilltop Organics", slug: "hilltop" }, given.admin, { method: "PUT" })).json);
    expect(renamed.record).toMatchObject({ name: "Hilltop Organics", slug: "hilltop" });
    retailPagesMadeStale();
    expect(await latestAudit("brand")).toMatchObject({ action: "update", before: { slug: "hill-top-organics" }, after: { slug: "hilltop" } });

    const logo = taxonomySchemas.brands.saved.parse((await upload(`/api/console/brands/${created.record.id}/photo`, await pngFile(300, 300), given.admin)).json);
    expect(logo).toMatchObject({ message: "Logo saved", record: { image: expect.stringMatching(/^brands\/hilltop-organics-[0-9a-f]{12}\.png$/) } });
    expect((await given.db.selectFrom("brands").select("logo").where("id", "=", created.record.id).executeTakeFirstOrThrow()).logo).toBe(logo.record.image);
    expect(await latestAudit("brand")).toMatchObject({ action: "set-image", summary: "New logo for brand Hilltop Organics" });

    const options = catalogueOptionsSchema.parse((await call("/api/console/catalogue/options", { cookie: given.admin })).json);
    expect(options.brands.map((brand) => brand.name)).toContain("Hilltop Organics");
    expect((await post("/api/console/brands", { name: "Another", slug: "hilltop" }, given.admin)).status).toBe(409);
  });

  it("adds and edits a supplier with its web address, refusing one that is not a web address", async () => {
    const created = taxonomySchemas.suppliers.saved.parse((await post("/api/console/suppliers", { name: "Deccan Mills", slug: "", link: "https://deccanmills.example" }, given.admin)).json);
    expect(created.record).toMatchObject({ name: "Deccan Mills", slug: "deccan-mills", link: "https://deccanmills.example" });
    expect(await latestAudit("supplier")).toMatchObject({ action: "create", summary: "Added supplier Deccan Mills" });
    const edited = taxonomySchemas.suppliers.saved.parse((await post(`/api/console/suppliers/${created.record.id}`, { name: "Deccan Mills", slug: "deccan-mills", link: null }, given.admin, { method: "PUT" })).json);
    expect(edited.record.link).toBeNull();
    expect(await latestAudit("supplier")).toMatchObject({ action: "update", before: { link: "https://deccanmills.example" }, after: { link: null } });
    expect(await post("/api/console/suppliers", { name: "Bad Link", slug: "", link: "javascript:alert(1)" }, given.admin)).toMatchObject({
      status: 400,
      json: { message: "Enter the supplier's web address, starting with https://" },
    });
    const options = catalogueOptionsSchema.parse((await call("/api/console/catalogue/options", { cookie: given.admin })).json);
    expect(options.suppliers.map((supplier) => supplier.name)).toContain("Deccan Mills");
  });
});

describe("who may call them", () => {
  const operations = (id: number) =>
    TAXONOMY_KINDS.flatMap((kind) => [
      { method: "GET", path: `/api/console/${kind}` },
      { method: "GET", path: `/api/console/${kind}/${id}` },
      { method: "POST", path: `/api/console/${kind}` },
      { method: "PUT", path: `/api/console/${kind}/${id}` },
      { method: "POST", path: `/api/console/${kind}/${id}/photo` },
    ]);
  const ask = ({ method, path: url }: { method: string; path: string }, cookie?: string) => (method === "GET" ? call(url, { cookie }) : post(url, { name: "Sneaky", slug: "" }, cookie, { method }));

  it("answers a guest 401 and a customer or sales agent 403, writing nothing", async () => {
    const before = await auditCount();
    const customer = (await signedInCookie("9876543210")).cookie;
    const agent = (await signedInCookie("9876543211")).cookie;
    for (const operation of operations(1)) {
      expect({ ...operation, status: (await ask(operation)).status }).toEqual({ ...operation, status: 401 });
      for (const cookie of [customer, agent]) expect({ ...operation, status: (await ask(operation, cookie)).status }).toEqual({ ...operation, status: 403 });
    }
    expect(await auditCount()).toBe(before);
  });

  it("answers another website's administrator 404 for this website's records, changing nothing, and keeps their own apart", async () => {
    const other = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    const options = { cookie: other, origin: WHOLESALE_ORIGIN };
    const retail = {
      categories: await given.db.selectFrom("categories").selectAll().where("website_id", "=", 1).orderBy("id").executeTakeFirstOrThrow(),
      brands: await given.db.selectFrom("brands").selectAll().where("website_id", "=", 1).orderBy("id").executeTakeFirstOrThrow(),
      suppliers: await given.db.selectFrom("suppliers").selectAll().where("website_id", "=", 1).orderBy("id").executeTakeFirstOrThrow(),
    };
    const bodies = { categories: category({ name: "Taken Over" }), brands: { name: "Taken Over", slug: "" }, suppliers: { name: "Taken Over", slug: "", link: null } };
    const before = await auditCount();
    for (const kind of TAXONOMY_KINDS) {
      const id = retail[kind].id;
      const notFound = { status: 404, json: { message: taxonomyMessages(kind).notFound } };
      const list = (await call(`/api/console/${kind}?perPage=100`, options)).json as { data: { id: number }[] };
      expect(list.data.map((row) => row.id)).not.toContain(id);
      expect(await call(`/api/console/${kind}/${id}`, options)).toMatchObject(notFound);
      expect(await post(`/api/console/${kind}/${id}`, bodies[kind], other, { method: "PUT", origin: WHOLESALE_ORIGIN })).toMatchObject(notFound);
      expect(await upload(`/api/console/${kind}/${id}/photo`, await pngFile(300, 300), other, WHOLESALE_ORIGIN)).toMatchObject(notFound);
      expect(await given.db.selectFrom(kind).selectAll().where("id", "=", id).executeTakeFirstOrThrow()).toEqual(retail[kind]);
    }
    expect(await auditCount()).toBe(before);

    // A retail category cannot be made the parent of a wholesale one either.
    const own = taxonomySchemas.categories.saved.parse((await post("/api/console/categories", category({ name: "Wholesale Bulk" }), other, { origin: WHOLESALE_ORIGIN })).json).record;
    expect((await given.db.selectFrom("categories").select("website_id").where("id", "=", own.id).executeTakeFirstOrThrow()).website_id).toBe(WHOLESALE_WEBSITE_ID);
    expect(await post("/api/console/categories", category({ name: "Wholesale Sub", parent_id: retail.categories.id }), other, { origin: WHOLESALE_ORIGIN })).toMatchObject({
      status: 422,
      json: { message: CATEGORY_PARENT_MESSAGES.unknownParent },
    });
    expect(await latestAudit("category", other, WHOLESALE_ORIGIN)).toMatchObject({ action: "create", entity_id: String(own.id), actor: { name: "Wholesale Manager" } });
  });
});
