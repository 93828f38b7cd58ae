import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { ProductWire } from "@/backend/schemas/catalogue";
import { notFound } from "@/backend/http/errors";
import { PRODUCT_COLUMNS, productsOf } from "./base-query";
import { toProductWires } from "./shape";

const NUMERIC_ID = /^\d{1,9}$/;

/** By numeric id or by slug; a slug that looks numeric is tried as a slug too. */
export async function getProduct(
  db: Kysely<Database>,
  websiteId: number,
  slugOrId: string,
  viewerId: number | null = null,
): Promise<ProductWire> {
  const base = productsOf(db, websiteId).select(PRODUCT_COLUMNS);
  const row =
    (NUMERIC_ID.test(slugOrId)
      ? await base.where("products.id", "=", Number(slugOrId)).executeTakeFirst()
      : undefined) ?? (await base.where("products.slug", "=", slugOrId).executeTakeFirst());
  if (!row) throw notFound("Product not found");
  const [product] = await toProductWires(db, [row], viewerId);
  return product;
}
