import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { readDatabaseConfig } from "@/backend/config";
import { closeDatabase } from "@/backend/db/database";
import { copySeededSqlite, createSeededPostgres, dropPostgresDatabase, runDatabasePrefix, templatesAvailable } from "./database-templates";
import { ensureDatabase } from "@/backend/ensure-database";
import { stopStockHoldJob } from "@/backend/services/stock/holds";

/** Images are the same for every test file, so they share one folder (writes are atomic). */
const SHARED_MEDIA_DIR = path.join(os.tmpdir(), "store-backend-test-media");

/**
 * Migrating and seeding a fresh PostgreSQL database takes a few seconds, more on a busy machine: Jest's
 * default 5 s for a hook failed whole files when other work shared the CPU.
 */
const PREPARATION_TIMEOUT_MS = 120_000;

/**
 * Gives the calling test file a database of its own, dropped afterwards. Prepared (the default), it
 * is migrated and seeded, as `npm start` does before serving (the API never creates a database while
 * serving): a copy of the run's seeded template (database-templates.ts), a temp SQLite file or, when
 * DATABASE_URL points at PostgreSQL, a database of its own. `prepared: false` leaves migrating to the
 * test, on an empty SQLite file or PostgreSQL schema.
 */
export function withTestDatabase({ prepared = true }: { prepared?: boolean } = {}) {
  const suffix = `${process.pid}_${randomBytes(4).toString("hex")}`;
  const name = templatesAvailable() ? `${runDatabasePrefix()}${suffix}` : `test_${suffix}`;
  const serverUrl = process.env.DATABASE_URL;
  let sqliteFile: string | null = null;
  let ownDatabase = false;

  beforeAll(async () => {
    process.env.MEDIA_DIR = SHARED_MEDIA_DIR;
    const fromTemplate = prepared && templatesAvailable();
    if (readDatabaseConfig().dialect === "postgres") {
      if (fromTemplate) {
        // An earlier file in this worker may have left its schema name behind.
        delete process.env.DATABASE_SCHEMA;
        process.env.DATABASE_URL = await createSeededPostgres(serverUrl!, name);
        ownDatabase = true;
      } else {
        process.env.DATABASE_SCHEMA = name;
      }
    } else {
      sqliteFile = path.join(os.tmpdir(), `${name}.sqlite`);
      if (fromTemplate) await copySeededSqlite(sqliteFile);
      process.env.SQLITE_PATH = sqliteFile;
    }
    if (prepared) await ensureDatabase();
  }, PREPARATION_TIMEOUT_MS);

  afterAll(async () => {
    stopStockHoldJob();
    await closeDatabase();
    const config = readDatabaseConfig();
    if (ownDatabase) {
      process.env.DATABASE_URL = serverUrl;
      await dropPostgresDatabase(serverUrl!, name);
    } else if (config.dialect === "postgres") {
      const client = new pg.Client({ connectionString: config.url });
      await client.connect();
      await client.query(`drop schema if exists "${name}" cascade`);
      await client.end();
    } else if (sqliteFile) {
      for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${sqliteFile}${suffix}`, { force: true });
    }
  }, PREPARATION_TIMEOUT_MS);
}
