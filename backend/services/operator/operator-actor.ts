import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { AuditActor } from "@/backend/services/audit/record-audit";

type RecordRef = { pack: number } | { product: number } | { order: number };

async function websiteOf(db: Kysely<Database>, record: RecordRef): Promise<number | undefined> {
  if ("pack" in record) {
    const row = await db.selectFrom("packs").innerJoin("products", "products.id", "packs.product_id").select("products.website_id").where("packs.id", "=", record.pack).executeTakeFirst();
    return row?.website_id;
  }
  const table = "product" in record ? "products" : "orders";
  const id = "product" in record ? record.product : record.order;
  return (await db.selectFrom(table).select("website_id").where("id", "=", id).executeTakeFirst())?.website_id;
}

/**
 * The operator token's calls under /api/operator/ name records by id across websites. Each write is
 * still checked against, and written to the audit log of, the website the record belongs to, as the
 * operator API rather than a person. Null when there is no such record.
 */
export async function operatorActorFor(db: Kysely<Database>, record: RecordRef): Promise<AuditActor | null> {
  const websiteId = await websiteOf(db, record);
  return websiteId === undefined ? null : { websiteId, userId: null };
}
