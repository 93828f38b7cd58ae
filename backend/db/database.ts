import type { Kysely } from "kysely";
import { readDatabaseConfig, type DatabaseConfig } from "@/backend/config";
import { openDatabase } from "./connection";
import type { Database } from "./schema";

interface OpenDatabase {
  db: Kysely<Database>;
  config: DatabaseConfig;
}

/**
 * Kept on globalThis: Next.js may load this module more than once per process (route handlers,
 * server components, dev reloads), and they must share one connection pool.
 */
const holder = globalThis as typeof globalThis & { __storeDatabase?: OpenDatabase | null };

/** The process-wide connection, opened from the environment on first use. */
export function getDatabase(): OpenDatabase {
  if (!holder.__storeDatabase) {
    const config = readDatabaseConfig();
    holder.__storeDatabase = { db: openDatabase(config), config };
  }
  return holder.__storeDatabase;
}

export function getDb(): Kysely<Database> {
  return getDatabase().db;
}

export async function closeDatabase() {
  const closing = holder.__storeDatabase;
  holder.__storeDatabase = null;
  await closing?.db.destroy();
}
