import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { invalidate } from "@/backend/cache/invalidation";
import { inTransaction } from "@/backend/db/in-transaction";
import { storeUploadedPhoto, type StoreUploadResult } from "@/backend/media/store-upload";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import type { Result } from "@/backend/services/result";
import { productChangeTags } from "@/lib/cache/tags";

export type AddProductPhotoResult = Result<{ src: string }, "productNotFound"> | StoreUploadResult;

/**
 * Checks and re-encodes an uploaded photo, stores it in the media store and adds it after the
 * product's other photos, with its audit entry in the same transaction; the storefront shows it on
 * its next request. The product must belong to the actor's website.
 */
export async function addProductPhoto(db: Kysely<Database>, mediaRoot: string, actor: AuditActor, productId: number, upload: Uint8Array, now = new Date()): Promise<AddProductPhotoResult> {
  const product = await db.selectFrom("products").select(["id", "name"]).where("id", "=", productId).where("website_id", "=", actor.websiteId).executeTakeFirst();
  if (!product) return { ok: false, reason: "productNotFound" };
  const stored = await storeUploadedPhoto(mediaRoot, "products", product.name, upload, (src, { width, height }) =>
    inTransaction(db, async (trx) => {
      const last = await trx.selectFrom("product_medias").select((eb) => eb.fn.max("position").as("position")).where("product_id", "=", productId).executeTakeFirst();
      await trx.insertInto("product_medias").values({ product_id: productId, src, position: (last?.position ?? -1) + 1 }).execute();
      await trx.updateTable("products").set({ updated_at: now.toISOString() }).where("id", "=", productId).execute();
      await recordAudit(
        trx,
        { websiteId: actor.websiteId, actorUserId: actor.userId, action: "add-photo", entity: "product", entityId: productId, summary: `Added a photo to ${product.name}`, after: { src, width, height } },
        now,
      );
    }),
  );
  if (!stored.ok) return stored;
  await invalidate(productChangeTags(actor.websiteId, productId));
  return { ok: true, src: stored.src };
}
