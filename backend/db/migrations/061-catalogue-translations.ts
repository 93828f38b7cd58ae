import { sql, type Kysely } from "kysely";
import { createSqliteSearchTriggers } from "./005-product-search";
import { dropTables, withId, type StoreMigration } from "./types";

/**
 * Catalogue texts in the website's other languages: per record (product, pack, category, brand,
 * supplier) and language, a name and (products) a description; null keeps the default language's
 * field. Search indexes a product's translated names beside its own (and a brand's beside the
 * brand's), and the forgiving search compares misspellings with them too. A translation changing
 * touches its product or brand row (`set name = name`) so the existing search triggers refresh it.
 */
export const catalogueTranslationsMigration: StoreMigration = {
  name: "061-catalogue-translations",
  async up(db, dialect) {
    await withId(db.schema.createTable("catalogue_translations"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("record_type", "text", (c) => c.notNull().check(sql`record_type in ('product', 'pack', 'category', 'brand', 'supplier')`))
      .addColumn("record_id", "integer", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("name", "text")
      .addColumn("description", "text")
      .addUniqueConstraint("catalogue_translations_record_language", ["record_type", "record_id", "language"])
      .execute();
    await db.schema.createIndex("catalogue_translations_website_language").on("catalogue_translations").columns(["website_id", "language"]).execute();
    await (dialect === "postgres" ? upPostgres(db) : upSqlite(db));
  },
  async down(db, dialect) {
    await (dialect === "postgres" ? downPostgres(db) : downSqlite(db));
    await dropTables(db, ["catalogue_translations"]);
  },
};

/** Every translated name of a record, after a space, or ''. */
const translatedNames = (recordType: "product" | "brand", id: string) =>
  `coalesce((select ' ' || group_concat(name, ' ') from catalogue_translations where record_type = '${recordType}' and record_id = ${id} and name is not null), '')`;
const brandNames = (brandId: string) => `coalesce((select name from brands where id = ${brandId}), '') || ${translatedNames("brand", brandId)}`;

/** The owner rows whose search entries a translation row feeds. */
const touchOwner = (row: "new" | "old") => `
  update products set name = name where ${row}.record_type = 'product' and id = ${row}.record_id;
  update brands set name = name where ${row}.record_type = 'brand' and id = ${row}.record_id;`;

const searchableName = (row: "new" | "old") => `${row}.name is not null and ${row}.record_type in ('product', 'brand', 'category')`;
const padded = (column: string) => `'  ' || replace(lower(${column}), ' ', '   ') || ' '`;

/** What each change of a translation row runs: its name (re)indexed for misspellings, its owner touched so the owner's search entry follows. */
const forgetName = "delete from search_names where kind = 'translation' and ref_id = old.id;";
const indexName = `insert into search_names(padded, name, kind, ref_id, website_id)
  select ${padded("new.name")}, new.name, 'translation', new.id, new.website_id where ${searchableName("new")};`;
const TRANSLATION_TRIGGERS = {
  insert: [touchOwner("new"), indexName],
  update: [forgetName, indexName, touchOwner("new")],
  delete: [forgetName, touchOwner("old")],
};

async function upSqlite(db: Kysely<unknown>) {
  await replaceSqliteSearchTriggers(db, `new.name || ${translatedNames("product", "new.id")}`, brandNames);
  for (const [event, statements] of Object.entries(TRANSLATION_TRIGGERS)) {
    await sql.raw(`create trigger catalogue_translations_${event} after ${event} on catalogue_translations begin ${statements.join("\n")} end`).execute(db);
  }
}

async function downSqlite(db: Kysely<unknown>) {
  for (const event of ["insert", "update", "delete"]) await sql`drop trigger if exists ${sql.id(`catalogue_translations_${event}`)}`.execute(db);
  await sql`delete from search_names where kind = 'translation'`.execute(db);
  await replaceSqliteSearchTriggers(db, "new.name", (brandId) => `coalesce((select name from brands where id = ${brandId}), '')`);
}

/** 005's product_search triggers, with what they index as a product's name and its brand's. */
async function replaceSqliteSearchTriggers(db: Kysely<unknown>, productName: string, brand: (brandId: string) => string) {
  for (const trigger of ["products_search_insert", "products_search_update", "brands_search_update"]) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await createSqliteSearchTriggers(db, productName, brand);
}

const pgTranslatedNames = (recordType: "product" | "brand", id: string) =>
  `coalesce((select string_agg(name, ' ') from catalogue_translations where record_type = '${recordType}' and record_id = ${id} and name is not null), '')`;

async function upPostgres(db: Kysely<unknown>) {
  await replacePostgresSearchDocument(
    db,
    `coalesce(new.name, '') || ' ' || ${pgTranslatedNames("product", "new.id")}`,
    `coalesce((select name from brands where id = new.brand_id), '') || ' ' || ${pgTranslatedNames("brand", "new.brand_id")}`,
  );
  await sql`create function catalogue_translations_touch_owner() returns trigger language plpgsql as $$
    declare
      changed catalogue_translations%rowtype;
    begin
      if tg_op = 'DELETE' then changed := old; else changed := new; end if;
      if changed.record_type = 'product' then
        update products set name = name where id = changed.record_id;
      elsif changed.record_type = 'brand' then
        update products set name = name where brand_id = changed.record_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger catalogue_translations_touch_owner after insert or update or delete on catalogue_translations
    for each row execute function catalogue_translations_touch_owner()`.execute(db);
}

async function downPostgres(db: Kysely<unknown>) {
  await sql`drop trigger if exists catalogue_translations_touch_owner on catalogue_translations`.execute(db);
  await sql`drop function if exists catalogue_translations_touch_owner()`.execute(db);
  await replacePostgresSearchDocument(db, "coalesce(new.name, '')", "coalesce((select name from brands where id = new.brand_id), '')");
}

/** 005's search document: name weighs most, then brand, then description. */
async function replacePostgresSearchDocument(db: Kysely<unknown>, name: string, brand: string) {
  await sql
    .raw(
      `create or replace function products_search_document() returns trigger language plpgsql as $$
    begin
      new.search_document :=
        setweight(to_tsvector('simple', ${name}), 'A') ||
        setweight(to_tsvector('simple', ${brand}), 'B') ||
        setweight(to_tsvector('simple', coalesce(new.description, '')), 'C');
      return new;
    end $$`,
    )
    .execute(db);
}
