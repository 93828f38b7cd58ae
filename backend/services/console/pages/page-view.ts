import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { pageBlockSchema, type PageBlock } from "@/lib/api/schemas/console/page-blocks";
import type { ConsolePage, PageVersionList } from "@/lib/api/schemas/console/pages";

const parsed = (text: string | null): unknown => {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Stored blocks that the editor's schemas read; one that does not (an older store's own type) is left out. */
function editableBlocks(stored: unknown[]): PageBlock[] {
  return stored.flatMap((block) => {
    const read = pageBlockSchema.safeParse(block);
    return read.success ? [read.data] : [];
  });
}

export const blocksFromJson = (text: string): PageBlock[] => editableBlocks((parsed(text) as unknown[] | undefined) ?? []);

/** The blocks shoppers see now (page_components), in their order. */
export async function publishedBlocks(db: Kysely<Database>, pageId: number): Promise<PageBlock[]> {
  const rows = await db.selectFrom("page_components").selectAll().where("page_id", "=", pageId).orderBy("position").orderBy("id").execute();
  return editableBlocks(
    rows.map((row) => ({
      type: row.type,
      name: row.name ?? undefined,
      data: parsed(row.data),
      logicdata: parsed(row.logicdata),
      settings: parsed(row.settings),
      translations: parsed(row.translations),
    })),
  );
}

/** The number of the page's latest published version; 0 before the editor first publishes it. */
export const publishedVersion = (db: Kysely<Database>, pageId: number) =>
  db
    .selectFrom("page_versions")
    .select((eb) => eb.fn.max("version").as("version"))
    .where("page_id", "=", pageId)
    .executeTakeFirst()
    .then((row) => Number(row?.version ?? 0));

function pagesQuery(db: Kysely<Database>, websiteId: number) {
  return db
    .selectFrom("web_pages as p")
    .leftJoin("page_drafts as d", "d.page_id", "p.id")
    .select((eb) => [
      "p.id",
      "p.name",
      "p.url",
      "p.seo_title",
      "p.seo_description",
      "p.active",
      "d.changed",
      eb.selectFrom("page_versions as v").select((v) => v.fn.max("v.version").as("n")).whereRef("v.page_id", "=", "p.id").as("version"),
    ])
    .where("p.website_id", "=", websiteId);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof pagesQuery>["executeTakeFirstOrThrow"]>>;

const consolePage = (row: PageRow): ConsolePage => ({
  id: row.id,
  name: row.name,
  url: row.url,
  seo_title: row.seo_title,
  seo_description: row.seo_description,
  published: row.active === 1,
  version: Number(row.version ?? 0),
  unpublished_changes: row.changed === 1,
});

/** The website's pages, the home page first, then by their position and name. */
export async function listConsolePages(db: Kysely<Database>, websiteId: number): Promise<ConsolePage[]> {
  const rows = await pagesQuery(db, websiteId).orderBy("p.position").orderBy("p.name").execute();
  return rows.map(consolePage).sort((a, b) => Number(b.url === "/") - Number(a.url === "/"));
}

/** One page of the website, or undefined: another website's page reads as missing. */
export async function consolePageById(db: Kysely<Database>, websiteId: number, pageId: number): Promise<ConsolePage | undefined> {
  const row = await pagesQuery(db, websiteId).where("p.id", "=", pageId).executeTakeFirst();
  return row && consolePage(row);
}

/** The page's published versions, newest first, with who published each. */
export async function listPageVersions(db: Kysely<Database>, pageId: number): Promise<PageVersionList> {
  const rows = await db
    .selectFrom("page_versions as v")
    .leftJoin("users as u", "u.id", "v.created_by")
    .select(["v.version", "v.created_at", "v.blocks_json", "u.name as by"])
    .where("v.page_id", "=", pageId)
    .orderBy("v.version", "desc")
    .execute();
  return {
    current: rows[0]?.version ?? 0,
    data: rows.map((row) => ({ version: row.version, created_at: row.created_at, by: row.by ?? null, blocks: blocksFromJson(row.blocks_json).length })),
  };
}
