import { closeDatabase } from "@/backend/db/database";
import { ensureDatabase } from "@/backend/ensure-database";

/**
 * The first e2e server's database (playwright.config.ts sets E2E_SQLITE_PATH, or DATABASE_URL is
 * shared), for rows that only a test may add, such as a page with hostile content; or another
 * server's SQLite file.
 */
export async function withStoreDatabase<T>(
  work: (db: Awaited<ReturnType<typeof ensureDatabase>>) => Promise<T>,
  sqliteFile = process.env.E2E_SQLITE_PATH,
): Promise<T> {
  if (!process.env.DATABASE_URL) process.env.SQLITE_PATH = sqliteFile;
  try {
    return await work(await ensureDatabase());
  } finally {
    await closeDatabase();
  }
}

/** Adds a content page to the default website (or replaces one at the same path). */
export async function addContentPage(page: { url: string; css: string; html: string }) {
  await withStoreDatabase(async (db) => {
    await db.deleteFrom("web_pages").where("website_id", "=", 1).where("url", "=", page.url).execute();
    const { id } = await db
      .insertInto("web_pages")
      .values({ website_id: 1, name: "Probe", url: page.url, css: page.css, seo_title: "Probe", seo_description: null, seo_keyword: null, schema_script: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("page_components")
      .values({ page_id: id, type: "rich_text", name: "Content", data: JSON.stringify({ html: page.html }), logicdata: null, settings: null, position: 1 })
      .execute();
  });
}

/**
 * Sets a pack's price (paise) straight in the second server's database, behind its backend's back
 * (no cache tag is named), as an operator's own tools might.
 */
export async function setPackPriceBehindTheBackend(packId: number, paise: number): Promise<void> {
  await withStoreDatabase(async (db) => {
    await db.updateTable("packs").set({ price: paise }).where("id", "=", packId).execute();
  }, process.env.E2E_MONITORED_SQLITE);
}
