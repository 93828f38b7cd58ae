import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { ProductWire } from "@/backend/schemas/catalogue";
import type { Result } from "@/backend/services/result";
import type { CatalogueLanguage } from "@/backend/services/translations/catalogue-language";
import { PRODUCT_COLUMNS, productsOf } from "./base-query";
import { toProductWires } from "./shape";

const NUMERIC_ID = /^\d{1,9}$/;

export const PRODUCT_NOT_FOUND = "Product not found";

/** `unknownProduct`: nothing active on this website has that id or slug. */
export type GetProductResult = Result<{ product: ProductWire }, "unknownProduct">;

/** By numeric id or by slug; a slug that looks numeric is tried as a slug too. */
export async function getProduct(
  db: Kysely<Database>,
  websiteId: number,
  slugOrId: string,
  viewerId: number | null = null,
  language: CatalogueLanguage = null,
): Promise<GetProductResult> {
  const base = productsOf(db, websiteId).select(PRODUCT_COLUMNS);
  const row =
    (NUMERIC_ID.test(slugOrId)
      ? await base.where("products.id", "=", Number(slugOrId)).executeTakeFirst()
      : undefined) ?? (await base.where("products.slug", "=", slugOrId).executeTakeFirst());
  if (!row) return { ok: false, reason: "unknownProduct" };
  const [product] = await toProductWires(db, [row], viewerId, language);
  return { ok: true, product };
}
