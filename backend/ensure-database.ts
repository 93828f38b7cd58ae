import type { Kysely } from "kysely";
import { mediaDirectory } from "@/backend/config";
import { getDatabase } from "@/backend/db/database";
import { migrateToLatest } from "@/backend/db/migrator";
import { seedIfEmpty } from "@/backend/seed";
import { writeSeedMedia } from "@/backend/seed/media";
import type { Database } from "@/backend/db/schema";

type Pending = { db: Kysely<Database>; ready: Promise<Kysely<Database>> };
/** On globalThis for the same reason as the connection (see database.ts). */
const holder = globalThis as typeof globalThis & { __storeDatabaseReady?: Pending | null };

/**
 * Creates, migrates and (when empty) seeds the database, once per process and connection:
 * concurrent first requests share one promise; a failure is forgotten so the next request retries.
 */
export function ensureDatabase(): Promise<Kysely<Database>> {
  const { db, config } = getDatabase();
  const pending = holder.__storeDatabaseReady;
  if (pending?.db === db) return pending.ready;
  const ready = (async () => {
    await migrateToLatest(db, config);
    await seedIfEmpty(db);
    writeSeedMedia(mediaDirectory());
    return db;
  })();
  holder.__storeDatabaseReady = { db, ready };
  ready.catch(() => {
    if (holder.__storeDatabaseReady?.ready === ready) holder.__storeDatabaseReady = null;
  });
  return ready;
}
