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

/**
 * Migrating and seeding a SQLite file costs about two seconds, and most test files want the same
 * seeded database. The first file of a Jest run to ask builds it once in the run's template folder
 * (made by jest.global-setup.mjs); every file then starts from a copy. ensureDatabase() still runs on
 * the copy, so a template older than the code would be migrated, never trusted blindly.
 */
async function copySeededTemplate(target: string) {
  const folder = process.env.TEST_DATABASE_TEMPLATES;
  if (!folder) return;
  const template = path.join(folder, "seeded.sqlite");
  if (!fs.existsSync(template)) {
    const building = path.join(folder, `building-${process.pid}.sqlite`);
    process.env.SQLITE_PATH = building;
    await ensureDatabase();
    await closeDatabase();
    // Another worker may have built it meanwhile; a rename over it is atomic either way.
    fs.renameSync(building, template);
  }
  fs.copyFileSync(template, target);
}

export function withTestDatabase({ prepared = true }: { prepared?: boolean } = {}) {
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  let sqliteFile: string | null = null;

  beforeAll(async () => {
    process.env.MEDIA_DIR = SHARED_MEDIA_DIR;
    if (readDatabaseConfig().dialect === "postgres") {
      process.env.DATABASE_SCHEMA = name;
    } else {
      sqliteFile = path.join(os.tmpdir(), `${name}.sqlite`);
      if (prepared) await copySeededTemplate(sqliteFile);
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
