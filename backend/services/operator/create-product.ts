import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { invalidate } from "@/backend/cache/invalidation";
import { inTransaction } from "@/backend/db/in-transaction";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import { paise } from "@/backend/services/money";
import type { Result } from "@/backend/services/result";
import { richTextHtml } from "@/lib/sanitize-html";
import { productChangeTags } from "@/lib/cache/tags";
import type { consoleProductCreateSchema } from "@/lib/api/schemas/console/products";
import type { z } from "zod";
import { foreignReference, freeSlug, type CatalogueReferenceRefusal } from "./catalogue-references";

type NewProduct = z.output<typeof consoleProductCreateSchema>;
export type CreateProductResult = Result<{ productId: number }, CatalogueReferenceRefusal | "slugTaken" | "emptySlug" | "noWarehouse">;

/** Percent off the MRP, rounded; 0 when the price is not below it. */
export function discountPercent(pricePaise: number, mrpPaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.round(((mrpPaise - pricePaise) / mrpPaise) * 100);
}

/** Stored description: the same allow-list the storefront renders with, applied once on the way in. */
export const storedDescription = (html: string | null | undefined) => (html ? richTextHtml(html) || null : null);

/**
 * A new product with its packs and their shelf stock at the website's first warehouse, in one
 * transaction with its audit entry; the storefront's lists, search and pages show it on their next request.
 */
export async function createProduct(db: Kysely<Database>, actor: AuditActor, input: NewProduct, now = new Date()): Promise<CreateProductResult> {
  const foreign = await foreignReference(db, actor.websiteId, input);
  if (foreign) return { ok: false, reason: foreign };
  const slug = await freeSlug(db, actor.websiteId, input.name, input.slug);
  if (slug === null) return { ok: false, reason: "emptySlug" };
  if (typeof slug !== "string") return { ok: false, reason: "slugTaken" };
  const warehouse = await db.selectFrom("warehouses").select("id").where("website_id", "=", actor.websiteId).orderBy("id").executeTakeFirst();
  if (!warehouse) return { ok: false, reason: "noWarehouse" };

  const productId = await inTransaction(db, async (trx) => {
    const product = await trx
      .insertInto("products")
      .values({
        website_id: actor.websiteId,
        name: input.name,
        slug,
        description: storedDescription(input.description),
        category_id: input.category_id ?? null,
        brand_id: input.brand_id ?? null,
        supplier_id: input.supplier_id ?? null,
        hsn_code: input.hsn_code || null,
        gst_rate: input.gst_rate,
        active: input.active ? 1 : 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [position, pack] of input.packs.entries()) {
      const price = paise(pack.price);
      const mrp = paise(pack.act_price);
      const saved = await trx
        .insertInto("packs")
        .values({
          product_id: product.id,
          warehouse_id: warehouse.id,
          name: pack.name,
          price,
          act_price: mrp,
          discount: discountPercent(price, mrp),
          discount_type: null,
          position,
          active: pack.active ? 1 : 0,
          net_quantity: pack.net_quantity,
          net_unit: pack.net_unit,
          gtin: pack.gtin || null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.insertInto("pack_stock").values({ pack_id: saved.id, warehouse_id: warehouse.id, quantity: pack.stock, updated_at: now.toISOString() }).execute();
    }
    await recordAudit(
      trx,
      {
        websiteId: actor.websiteId,
        actorUserId: actor.userId,
        action: "create",
        entity: "product",
        entityId: product.id,
        summary: `Added ${input.name} with ${input.packs.length} ${input.packs.length === 1 ? "pack" : "packs"}`,
        after: { ...input, slug },
      },
      now,
    );
    return product.id;
  });
  await invalidate(productChangeTags(actor.websiteId, productId));
  return { ok: true, productId };
}
