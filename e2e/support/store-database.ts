import Database from "better-sqlite3";
import pg from "pg";

/**
 * Writes straight into the second e2e server's database, behind its backend's back (no cache tag is
 * named), as an operator's own tools might.
 */
export async function setPackPriceBehindTheBackend(packId: number, paise: number): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query("update packs set price = $1 where id = $2", [paise, packId]);
    } finally {
      await client.end();
    }
    return;
  }
  const file = process.env.E2E_MONITORED_SQLITE;
  if (!file) throw new Error("E2E_MONITORED_SQLITE is not set (playwright.config.ts sets it)");
  const db = new Database(file);
  try {
    db.prepare("update packs set price = ? where id = ?").run(paise, packId);
  } finally {
    db.close();
  }
}
