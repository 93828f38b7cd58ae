import { sql, type Kysely } from "kysely";
import { dialectOf } from "@/backend/db/dialect";
import type { Database } from "@/backend/db/schema";
import { insertCatalogue } from "./catalogue";
import { insertAddresses } from "./addresses";
import { COUPONS, insertCoupons } from "./coupons";
import { insertWarehouse, WAREHOUSES } from "./delivery";
import { FOOTERS, insertMenu, NAVIGATION } from "./navigation";
import { insertOrders } from "./orders";
import { insertPages } from "./pages";
import { stockUnstockedPacks } from "./stock";
import { insertMenuTranslations, insertTranslations } from "./translations";
import { insertStaff, insertUsers } from "./users";
import { insertWebsite, SITES } from "./websites";

const SEED_VERSION = "1";
const SEED_LOCK = 726_354_001;

/** Serialises seeding across processes: an advisory lock on PostgreSQL, the write lock on SQLite. */
async function lockForSeeding(db: Kysely<Database>) {
  if (dialectOf(db) === "postgres") {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(db);
    return;
  }
  await db
    .insertInto("store_meta")
    .values({ key: "seed_lock", value: "1" })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}

/** No website yet: a database the demo may be seeded into. */
export async function isEmpty(db: Kysely<Database>) {
  const row = await db.selectFrom("websites").select("id").limit(1).executeTakeFirst();
  return row === undefined;
}

async function insertDemoData(db: Kysely<Database>) {
  const websites: { id: number; name: string }[] = [];
  for (const site of SITES) {
    const websiteId = await insertWebsite(db, site);
    websites.push({ id: websiteId, name: site.name });
    const warehouseId = await insertWarehouse(db, websiteId, WAREHOUSES[site.catalogue]);
    await insertCatalogue(db, websiteId, site.catalogue, warehouseId);
    await insertTranslations(db, websiteId, site.languages);
    await insertMenu(db, websiteId, "navigation", NAVIGATION[site.catalogue]);
    await insertMenu(db, websiteId, "footer", FOOTERS[site.catalogue]);
    await insertMenuTranslations(db, websiteId, site.languages);
    await insertPages(db, websiteId, site);
    await insertCoupons(db, websiteId, COUPONS[site.catalogue]);
  }
  await stockUnstockedPacks(db);
  const userIds = await insertUsers(db);
  await insertStaff(db, websites.map((website) => website.id), userIds);
  await insertAddresses(db, websites[0].id, userIds);
  await insertOrders(db, websites[0], userIds);
  await db.insertInto("store_meta").values({ key: "seed_version", value: SEED_VERSION }).execute();
}

/** Seeds the demo data in one transaction unless a website already exists; true when it seeded. */
export async function seedIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockForSeeding(trx);
    if (!(await isEmpty(trx))) return false;
    await insertDemoData(trx);
    return true;
  });
}
