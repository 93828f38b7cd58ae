import { basename } from "node:path";
import { rmSync } from "node:fs";
import pg from "pg";

/**
 * After every worker has exited: drops the PostgreSQL databases this run created (the template and
 * any a test file's leftover connection kept, named with the run's prefix as in
 * backend/test/database-templates.ts), and removes the run's template folder.
 */
export default async function removeTemplates() {
  const folder = process.env.TEST_DATABASE_TEMPLATES;
  if (!folder) return;
  if (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "")) {
    const prefix = `test_${basename(folder).replace(/[^a-z0-9]/gi, "").toLowerCase()}_`;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query("select datname from pg_database where starts_with(datname, $1)", [prefix]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.end();
  }
  rmSync(folder, { recursive: true, force: true });
}
