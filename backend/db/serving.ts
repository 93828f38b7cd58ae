import fs from "node:fs";
import type { Kysely } from "kysely";
import { readDatabaseConfig } from "@/backend/config";
import { closeDatabase, getDatabase } from "./database";
import { pendingMigrations } from "./migrator";
import type { Database } from "./schema";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./unavailable";

type FileIdentity = { dev: number; ino: number };
type Checked = { db: Kysely<Database>; file: FileIdentity | null };

/** Per process, like the connection itself (see database.ts). */
const holder = globalThis as typeof globalThis & { __storeServingDatabase?: Promise<Checked> | null; __storeDatabaseProblem?: string | null };

function identity(file: string): FileIdentity | null {
  try {
    const stat = fs.statSync(file);
    return { dev: stat.dev, ino: stat.ino };
  } catch {
    return null;
  }
}

/** Logged once when a problem starts and once when it ends, not per request. */
function report(problem: string | null) {
  if (problem === (holder.__storeDatabaseProblem ?? null)) return;
  holder.__storeDatabaseProblem = problem;
  if (problem) console.error(`[backend] database unavailable: ${problem}`);
  else console.log("[backend] database available again");
}

async function open(): Promise<Checked> {
  // From the environment, not the connection: opening a connection would create a missing file.
  const config = readDatabaseConfig();
  let file: FileIdentity | null = null;
  if (config.dialect === "sqlite" && config.path !== ":memory:") {
    // Never create a database while serving: that happens at start (npm start, npm run db).
    file = identity(config.path);
    if (!file) throw new DatabaseUnavailableError(`the SQLite file ${config.path} does not exist; run \`npm run db -- seed\` to create it`);
  }
  const { db } = getDatabase();
  const pending = await pendingMigrations(db, getDatabase().config).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    throw new DatabaseUnavailableError(`cannot reach PostgreSQL: ${error instanceof Error ? error.message || error.name : String(error)}`);
  });
  if (pending.length > 0) throw new DatabaseUnavailableError(`migrations not applied: ${pending.join(", ")}; run \`npm run db -- migrate\``);
  return { db, file };
}

/**
 * The database for a request: opened and checked (exists, migrated) once per process, and on each
 * request the SQLite file is checked to still be the one that was opened. A deleted or replaced file
 * makes requests fail with DatabaseUnavailableError (503) instead of writing into a file that no
 * longer exists; once a file is back, the next request opens it afresh.
 */
export async function servingDatabase(): Promise<Kysely<Database>> {
  holder.__storeServingDatabase ??= open();
  try {
    const checked = await holder.__storeServingDatabase;
    const { config } = getDatabase();
    if (checked.file && config.dialect === "sqlite") {
      const now = identity(config.path);
      if (!now || now.dev !== checked.file.dev || now.ino !== checked.file.ino) {
        holder.__storeServingDatabase = null;
        await closeDatabase();
        throw new DatabaseUnavailableError(`the SQLite file ${config.path} was deleted or replaced while the store was running`);
      }
    }
    report(null);
    return checked.db;
  } catch (error) {
    holder.__storeServingDatabase = null;
    if (error instanceof DatabaseUnavailableError) report(error.message);
    throw error;
  }
}

/** Why the store cannot serve right now, or null: for the readiness check. */
export async function databaseProblem(): Promise<string | null> {
  try {
    const db = await servingDatabase();
    await db.selectFrom("store_meta").select("key").limit(1).execute();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
