import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

/** Drops the run's PostgreSQL template database, if one was built, and removes the template folder. */
export default async function removeTemplates() {
  const folder = process.env.TEST_DATABASE_TEMPLATES;
  if (!folder) return;
  const marker = join(folder, "postgres-template");
  if (existsSync(marker) && process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists "${readFileSync(marker, "utf8")}" with (force)`);
    await client.end();
  }
  rmSync(folder, { recursive: true, force: true });
}
