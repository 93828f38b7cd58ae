import type { Kysely } from "kysely";
import { invalidate } from "@/backend/cache/invalidation";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database } from "@/backend/db/schema";
import { storeUploadedPhoto, type StoreUploadResult } from "@/backend/media/store-upload";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import type { Result } from "@/backend/services/result";
import { productChangeTags } from "@/lib/cache/tags";

export type SetPackPhotoResult = Result<{ productId: number }, "unknownPack"> | Exclude<StoreUploadResult, { ok: true }>;

/**
 * Gives a pack of the actor's website its own photo (packs.image), checked and stored by the same path
 * as a product's photos, with its audit entry in the same transaction. The product page shows it first
 * when that pack is chosen, from the next request.
 */
export async function setPackPhoto(db: Kysely<Database>, mediaRoot: string, actor: AuditActor, packId: number, upload: Uint8Array): Promise<SetPackPhotoResult> {
  const pack = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.name", "packs.image", "packs.product_id", "products.name as product_name"])
    .where("packs.id", "=", packId)
    .where("products.website_id", "=", actor.websiteId)
    .executeTakeFirst();
  if (!pack) return { ok: false, reason: "unknownPack" };
  const label = `${pack.product_name} ${pack.name}`;
  const stored = await storeUploadedPhoto(mediaRoot, "products", label, upload, (src, { width, height }) =>
    inTransaction(db, async (trx) => {
      await trx.updateTable("packs").set({ image: src }).where("id", "=", packId).execute();
      await trx.updateTable("products").set({ updated_at: new Date().toISOString() }).where("id", "=", pack.product_id).execute();
      await recordAudit(trx, {
        websiteId: actor.websiteId,
        actorUserId: actor.userId,
        action: "set-photo",
        entity: "pack",
        entityId: packId,
        summary: `New photo for ${label}`,
        before: { image: pack.image },
        after: { image: src, width, height },
      });
    }),
  );
  if (!stored.ok) return stored;
  await invalidate(productChangeTags(actor.websiteId, pack.product_id));
  return { ok: true, productId: pack.product_id };
}
