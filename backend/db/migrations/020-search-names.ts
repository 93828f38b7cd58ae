import { sql, type Kysely } from "kysely";
import type { StoreMigration } from "./types";

/** The sources of names a misspelt word is compared with, and what each row is called there. */
const SOURCES = [
  { table: "products", kind: "product" },
  { table: "brands", kind: "brand" },
  { table: "categories", kind: "category" },
] as const;

/**
 * Forgiving search. SQLite: an FTS5 trigram index of every product, brand and category name
 * (search_names), kept by triggers; each word is padded as pg_trgm pads it, so the index finds every
 * word that shares a trigram with a misspelling. PostgreSQL: the pg_trgm extension, in the public
 * schema so every store schema of the database shares it; where the cluster does not have it, search
 * falls back to comparing every name of the website (see services/search/name-candidates.ts).
 */
export const searchNamesMigration: StoreMigration = {
  name: "020-search-names",
  async up(db, dialect) {
    await (dialect === "postgres" ? upPostgres(db) : upSqlite(db));
  },
  async down(db, dialect) {
    // The extension stays: other schemas of the database may use it.
    if (dialect === "postgres") return;
    for (const { table } of SOURCES) {
      for (const event of ["insert", "update", "delete"]) await sql`drop trigger if exists ${sql.id(`${table}_names_${event}`)}`.execute(db);
    }
    await sql`drop table if exists search_names`.execute(db);
  },
};

/** 'Desi Chakki' → '  desi   chakki ': every word with pg_trgm's padding. */
const padded = (column: string) => `'  ' || replace(lower(${column}), ' ', '   ') || ' '`;

async function upSqlite(db: Kysely<unknown>) {
  await sql`create virtual table search_names using fts5(
    padded, name unindexed, kind unindexed, ref_id unindexed, website_id unindexed, tokenize = 'trigram'
  )`.execute(db);
  for (const { table, kind } of SOURCES) {
    const where = `kind = '${kind}' and ref_id`;
    await sql
      .raw(
        `create trigger ${table}_names_insert after insert on ${table} begin
           insert into search_names(padded, name, kind, ref_id, website_id)
           values (${padded("new.name")}, new.name, '${kind}', new.id, new.website_id);
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_names_update after update of name, website_id on ${table} begin
           update search_names set padded = ${padded("new.name")}, name = new.name, website_id = new.website_id
            where ${where} = new.id;
         end`,
      )
      .execute(db);
    await sql.raw(`create trigger ${table}_names_delete after delete on ${table} begin delete from search_names where ${where} = old.id; end`).execute(db);
    await sql
      .raw(`insert into search_names(padded, name, kind, ref_id, website_id) select ${padded("name")}, name, '${kind}', id, website_id from ${table}`)
      .execute(db);
  }
}

const WITHOUT_TRGM = "misspelt searches are matched without it (every name of the website is compared in the server)";

async function upPostgres(db: Kysely<unknown>) {
  const available = await sql<{ name: string }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) {
    console.warn(`PostgreSQL has no pg_trgm extension: ${WITHOUT_TRGM}`);
    return;
  }
  // A role that may not create in public (PostgreSQL 15+ for non-owners) must not fail the migration.
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint pg_trgm`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint pg_trgm`.execute(db);
    console.warn(`Could not create the pg_trgm extension (${error instanceof Error ? error.message : String(error)}): ${WITHOUT_TRGM}`);
  }
}
