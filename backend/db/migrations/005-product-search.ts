import { sql, type Kysely } from "kysely";
import type { StoreMigration } from "./types";

/** Name weighs most, then brand, then description, on both dialects. */
export const productSearchMigration: StoreMigration = {
  name: "005-product-search",
  async up(db, dialect) {
    await (dialect === "postgres" ? upPostgres(db) : upSqlite(db));
  },
  async down(db, dialect) {
    if (dialect === "postgres") {
      await sql`drop trigger if exists brands_refresh_search on brands`.execute(db);
      await sql`drop function if exists brands_refresh_search()`.execute(db);
      await sql`drop trigger if exists products_search_document on products`.execute(db);
      await sql`drop function if exists products_search_document()`.execute(db);
      await sql`drop index if exists products_search_document_idx`.execute(db);
      await sql`alter table products drop column if exists search_document`.execute(db);
      return;
    }
    for (const trigger of ["products_search_insert", "products_search_update", "products_search_delete", "brands_search_update"]) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists product_search`.execute(db);
  },
};

const sqliteBrandName = (brandId: string) =>
  `coalesce((select name from brands where id = ${brandId}), '')`;

async function upSqlite(db: Kysely<unknown>) {
  await sql`create virtual table product_search using fts5(
    name, brand, description, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  )`.execute(db);
  await createSqliteSearchTriggers(db, "new.name", sqliteBrandName);
  await sql
    .raw(`create trigger products_search_delete after delete on products begin delete from product_search where rowid = old.id; end`)
    .execute(db);
  await sql
    .raw(
      `insert into product_search(rowid, name, brand, description)
       select id, name, ${sqliteBrandName("products.brand_id")}, coalesce(description, '') from products`,
    )
    .execute(db);
}

/**
 * The triggers that keep a product's search row in step with it and its brand, given what is indexed
 * as the product's name and its brand's (061 adds their translated names).
 */
export async function createSqliteSearchTriggers(db: Kysely<unknown>, productName: string, brand: (brandId: string) => string) {
  await sql
    .raw(
      `create trigger products_search_insert after insert on products begin
         insert into product_search(rowid, name, brand, description)
         values (new.id, ${productName}, ${brand("new.brand_id")}, coalesce(new.description, ''));
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger products_search_update after update of name, description, brand_id on products begin
         update product_search
            set name = ${productName}, brand = ${brand("new.brand_id")}, description = coalesce(new.description, '')
          where rowid = new.id;
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger brands_search_update after update of name on brands begin
         update product_search set brand = ${brand("new.id")} where rowid in (select id from products where brand_id = new.id);
       end`,
    )
    .execute(db);
}

async function upPostgres(db: Kysely<unknown>) {
  await sql`alter table products add column search_document tsvector`.execute(db);
  await sql`create function products_search_document() returns trigger language plpgsql as $$
    begin
      new.search_document :=
        setweight(to_tsvector('simple', coalesce(new.name, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce((select name from brands where id = new.brand_id), '')), 'B') ||
        setweight(to_tsvector('simple', coalesce(new.description, '')), 'C');
      return new;
    end $$`.execute(db);
  await sql`create trigger products_search_document
    before insert or update of name, description, brand_id on products
    for each row execute function products_search_document()`.execute(db);
  await sql`create function brands_refresh_search() returns trigger language plpgsql as $$
    begin
      update products set name = name where brand_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger brands_refresh_search after update of name on brands
    for each row execute function brands_refresh_search()`.execute(db);
  await sql`create index products_search_document_idx on products using gin (search_document)`.execute(db);
  await sql`update products set name = name`.execute(db);
}
