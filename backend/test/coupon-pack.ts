import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";

/** A retail pack between ₹100 and ₹200, so coupon minimums are reached in a few units. */
export const packForCouponTests = (db: Kysely<Database>) =>
  db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.warehouse_id", "packs.price"])
    .where("products.website_id", "=", 1)
    .where("packs.active", "=", 1)
    .where("packs.price", ">=", 10000)
    .where("packs.price", "<", 20000)
    .orderBy("packs.id")
    .executeTakeFirstOrThrow();
