import { mediaDirectory, readDatabaseConfig } from "@/backend/config";
import { databaseFileMissing, recordStoreCreated, storeCreatedAt, VanishedStoreError } from "@/backend/db/created-marker";
import { closeDatabase, getDatabase } from "@/backend/db/database";
import { describeStartFailure } from "@/backend/db/unavailable";
import { migrateDownAll, migrateToLatest } from "@/backend/db/migrator";
import { isEmpty, seedIfEmpty } from "@/backend/seed";
import { writeSeedMedia } from "@/backend/seed/media";

const USAGE = "Usage: npx tsx backend/database-cli.ts <migrate|seed|reset>";

/**
 * migrate: apply new migrations. seed: migrate, then seed an empty database. reset: drop everything,
 * migrate, seed. migrate and seed refuse a store whose database vanished (see db/created-marker.ts).
 */
async function run(command: string | undefined) {
  const config = readDatabaseConfig();
  const createdAt = storeCreatedAt(config);
  // Checked before the connection opens: opening a SQLite path creates an empty file there.
  if (createdAt && command !== "reset" && databaseFileMissing(config)) throw new VanishedStoreError(config, createdAt);
  const { db } = getDatabase();
  const where = config.dialect === "postgres" ? `PostgreSQL${config.schema ? ` (schema ${config.schema})` : ""}` : config.path;
  if (command === "reset") {
    await migrateDownAll(db, config);
    console.log(`Dropped every table in ${where}`);
  }
  if (command === "migrate" || command === "seed" || command === "reset") {
    const applied = await migrateToLatest(db, config);
    console.log(`Migrations applied: ${applied.map((result) => result.migrationName).join(", ") || "none (up to date)"}`);
  }
  if (command === "seed" || command === "reset") {
    if (createdAt && command === "seed" && (await isEmpty(db))) throw new VanishedStoreError(config, createdAt);
    const started = Date.now();
    const seeded = await seedIfEmpty(db);
    const images = writeSeedMedia(mediaDirectory(), command === "reset");
    recordStoreCreated(config, new Date(), command === "reset");
    console.log(
      seeded
        ? `Seeded the demo data in ${Date.now() - started} ms; ${images} images written to ${mediaDirectory()}`
        : "The database already has data; seed skipped (use reset to start over)",
    );
  }
  if (!["migrate", "seed", "reset"].includes(command ?? "")) {
    console.error(USAGE);
    process.exitCode = 1;
  }
}

run(process.argv[2])
  .catch((error) => {
    console.error(describeStartFailure(error));
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
