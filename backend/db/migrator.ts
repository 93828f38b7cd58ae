import { Migrator, NO_MIGRATIONS, sql, type Kysely, type Migration, type MigrationResultSet } from "kysely";
import type { DatabaseConfig } from "@/backend/config";
import { dialectOf } from "./dialect";
import { isDatabaseUnavailable } from "./unavailable";
import { migrations } from "./migrations";
import type { Database } from "./schema";

function createMigrator(db: Kysely<Database>, config: DatabaseConfig) {
  const dialect = dialectOf(db);
  const provider = {
    async getMigrations() {
      const all: Record<string, Migration> = {};
      for (const migration of migrations) {
        // Migrator hands each step its own transaction: run on that, never on the outer instance.
        all[migration.name] = {
          up: (trx) => migration.up(trx, dialect),
          down: (trx) => migration.down(trx, dialect),
        };
      }
      return all;
    },
  };
  // Kysely looks for its migration table in every schema unless told which one: pin it on PostgreSQL.
  const migrationTableSchema = config.dialect === "postgres" ? (config.schema ?? "public") : undefined;
  return new Migrator({ db, provider, migrationTableSchema });
}

async function createSchemaIfMissing(db: Kysely<Database>, config: DatabaseConfig) {
  if (config.dialect === "postgres" && config.schema) {
    await sql`create schema if not exists ${sql.id(config.schema)}`.execute(db);
  }
}

function unwrap({ error, results }: MigrationResultSet) {
  // Not a migration's fault: the caller tells the operator the database cannot be reached.
  if (isDatabaseUnavailable(error)) throw error;
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`Migration ${failed ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results ?? [];
}

export async function migrateToLatest(db: Kysely<Database>, config: DatabaseConfig) {
  await createSchemaIfMissing(db, config);
  return unwrap(await createMigrator(db, config).migrateToLatest());
}

export async function migrateDownAll(db: Kysely<Database>, config: DatabaseConfig) {
  await createSchemaIfMissing(db, config);
  return unwrap(await createMigrator(db, config).migrateTo(NO_MIGRATIONS));
}

/** Names of the migrations this code knows that the database has not run yet. */
export async function pendingMigrations(db: Kysely<Database>, config: DatabaseConfig): Promise<string[]> {
  const known = await createMigrator(db, config).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
