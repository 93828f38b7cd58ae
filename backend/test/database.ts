import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { readDatabaseConfig } from "@/backend/config";
import { closeDatabase } from "@/backend/db/database";
import { ensureDatabase } from "@/backend/ensure-database";
import { stopStockHoldJob } from "@/backend/services/stock/holds";

/** Images are the same for every test file, so they share one folder (writes are atomic). */
const SHARED_MEDIA_DIR = path.join(os.tmpdir(), "store-backend-test-media");

/**
 * Gives the calling test file a database of its own: a temp SQLite file, or, when DATABASE_URL
 * points at PostgreSQL, a fresh schema that is dropped afterwards. It is migrated and seeded first,
 * as `npm start` does before serving (the API never creates a database while serving), unless
 * `prepared: false` leaves that to the test.
 */
/**
 * Migrating and seeding a fresh PostgreSQL schema takes a few seconds, more on a busy machine: Jest's
 * default 5 s for a hook failed whole files when other work shared the CPU.
 */
const PREPARATION_TIMEOUT_MS = 120_000;

export function withTestDatabase({ prepared = true }: { prepared?: boolean } = {}) {
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  let sqliteFile: string | null = null;

  beforeAll(async () => {
    process.env.MEDIA_DIR = SHARED_MEDIA_DIR;
    if (readDatabaseConfig().dialect === "postgres") {
      process.env.DATABASE_SCHEMA = name;
    } else {
      sqliteFile = path.join(os.tmpdir(), `${name}.sqlite`);
      process.env.SQLITE_PATH = sqliteFile;
    }
    if (prepared) await ensureDatabase();
  }, PREPARATION_TIMEOUT_MS);

  afterAll(async () => {
    stopStockHoldJob();
    await closeDatabase();
    const config = readDatabaseConfig();
    if (config.dialect === "postgres") {
      const client = new pg.Client({ connectionString: config.url });
      await client.connect();
      await client.query(`drop schema if exists "${name}" cascade`);
      await client.end();
    } else if (sqliteFile) {
      for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${sqliteFile}${suffix}`, { force: true });
    }
  }, PREPARATION_TIMEOUT_MS);
}
