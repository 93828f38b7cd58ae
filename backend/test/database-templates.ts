import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { closeDatabase } from "@/backend/db/database";
import { ensureDatabase } from "@/backend/ensure-database";

/**
 * Migrating and seeding a database costs seconds (more on PostgreSQL), and most test files want the
 * same seeded database. The first file of a Jest run to ask builds it once; every file then starts
 * from a copy: a SQLite file copied, a PostgreSQL database created from the template. The run's
 * folder (jest.global-setup.mjs) holds the SQLite template and the PostgreSQL template's marker;
 * jest.global-teardown.mjs removes both. ensureDatabase() still runs on each copy, so a template
 * older than the code would be migrated, never trusted blindly.
 */
const runFolder = () => process.env.TEST_DATABASE_TEMPLATES;

/** True when this run has a template folder (always under the project's Jest config). */
export const templatesAvailable = () => Boolean(runFolder());

/** The prefix of every PostgreSQL database this run creates, so the run's teardown finds them all. */
export const runDatabasePrefix = () => `test_${path.basename(runFolder()!).replace(/[^a-z0-9]/gi, "").toLowerCase()}_`;

/** Builds into a private name, then renames: another worker may race, and a rename is atomic. */
async function buildOnce(done: string, build: (building: string) => Promise<void>) {
  if (fs.existsSync(done)) return;
  const building = `${done}.building-${process.pid}`;
  await build(building);
  fs.renameSync(building, done);
}

async function seedWhere(set: () => void) {
  set();
  await ensureDatabase();
  await closeDatabase();
}

export async function copySeededSqlite(target: string) {
  const template = path.join(runFolder()!, "seeded.sqlite");
  await buildOnce(template, (building) => seedWhere(() => (process.env.SQLITE_PATH = building)));
  fs.copyFileSync(template, target);
}

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The run's template database, named in a marker file once it is built and every connection to it closed. */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const marker = path.join(runFolder()!, "postgres-template");
  await buildOnce(marker, async (building) => {
    const name = `${runDatabasePrefix()}template_${process.pid}`;
    await onServer(serverUrl, (client) => client.query(`create database "${name}"`));
    await seedWhere(() => (process.env.DATABASE_URL = withDatabase(serverUrl, name)));
    process.env.DATABASE_URL = serverUrl;
    fs.writeFileSync(building, name);
  });
  return fs.readFileSync(marker, "utf8");
}

/** Creates `name` from the seeded template and returns its URL. */
export async function createSeededPostgres(serverUrl: string, name: string): Promise<string> {
  const template = await postgresTemplate(serverUrl);
  await onServer(serverUrl, (client) => client.query(`create database "${name}" template "${template}"`));
  return withDatabase(serverUrl, name);
}

/**
 * Drops the file's database once its connections are closed. A connection the file left open (an
 * idle pool member) keeps it; forcing would kill that connection under the file's feet, so the run's
 * teardown drops what is left, after every worker has exited.
 */
export async function dropPostgresDatabase(serverUrl: string, name: string) {
  await onServer(serverUrl, (client) => client.query(`drop database if exists "${name}"`)).catch(() => undefined);
}
