import fs from "node:fs";
import type { DatabaseConfig } from "@/backend/config";

/**
 * A SQLite store leaves a small file beside its database (`store.sqlite.created`) once it has data.
 * It outlives the database file, so a database that vanished later is told apart from a first start:
 * the first start seeds the demo, a vanished store must not be replaced by it. PostgreSQL keeps its
 * data on its own server; a database there that cannot be reached already stops the start.
 */
function createdMarkerPath(config: DatabaseConfig): string | null {
  return config.dialect === "sqlite" && config.path !== ":memory:" ? `${config.path}.created` : null;
}

/** When the store at this database was first set up, or null when nothing says it was. */
export function storeCreatedAt(config: DatabaseConfig): string | null {
  const marker = createdMarkerPath(config);
  if (!marker || !fs.existsSync(marker)) return null;
  return fs.readFileSync(marker, "utf8").trim() || "an unknown date";
}

/** Records that a store with data lives at this database; `again` restarts the date (after a reset). */
export function recordStoreCreated(config: DatabaseConfig, now = new Date(), again = false): void {
  const marker = createdMarkerPath(config);
  if (!marker || (!again && fs.existsSync(marker))) return;
  fs.writeFileSync(marker, `${now.toISOString()}\n`);
}

/** Whether the SQLite file itself is gone (never for PostgreSQL). */
export function databaseFileMissing(config: DatabaseConfig): boolean {
  return config.dialect === "sqlite" && config.path !== ":memory:" && !fs.existsSync(config.path);
}

export class VanishedStoreError extends Error {
  constructor(config: DatabaseConfig, createdAt: string) {
    const where = config.dialect === "sqlite" ? config.path : "the database";
    super(
      `The store's database is missing or empty: ${where} held a store set up on ${createdAt} ` +
        `(recorded in ${createdMarkerPath(config)}). Nothing was changed and no demo data was written. ` +
        "Restore the database from a backup, or run `npm run db -- reset` to start over with the demo data.",
    );
    this.name = "VanishedStoreError";
  }
}
