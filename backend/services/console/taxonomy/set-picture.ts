import type { Kysely } from "kysely";
import { invalidate } from "@/backend/cache/invalidation";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database } from "@/backend/db/schema";
import { storeUploadedPhoto, type StoreUploadResult } from "@/backend/media/store-upload";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import type { Result } from "@/backend/services/result";
import { TAXONOMY_NOUNS, type TaxonomyKind, type TaxonomyRecords } from "@/lib/api/schemas/console/taxonomy";
import { publicPageTags } from "@/lib/cache/tags";
import { PICTURE_COLUMN, taxonomyRecordById } from "./read";

export type SetTaxonomyPictureResult<K extends TaxonomyKind> = Result<{ record: TaxonomyRecords[K] }, "notFound"> | Exclude<StoreUploadResult, { ok: true }>;

/**
 * Replaces the picture of one of the website's categories, brands or suppliers with an upload, checked
 * and stored by the same path as a product's photos, with its audit entry in the same transaction.
 */
export async function setTaxonomyPicture<K extends TaxonomyKind>(
  db: Kysely<Database>,
  mediaRoot: string,
  actor: AuditActor,
  kind: K,
  id: number,
  upload: Uint8Array,
): Promise<SetTaxonomyPictureResult<K>> {
  const record = await taxonomyRecordById(db, kind, actor.websiteId, id);
  if (!record) return { ok: false, reason: "notFound" };
  const noun = TAXONOMY_NOUNS[kind].one;
  const stored = await storeUploadedPhoto(mediaRoot, kind, record.name, upload, (src, { width, height }) =>
    inTransaction(db, async (trx) => {
      // The three tables share id and website_id; the column is the kind's own picture column.
      await trx
        .updateTable(kind as "brands")
        .set({ [PICTURE_COLUMN[kind]]: src })
        .where("id", "=", id)
        .where("website_id", "=", actor.websiteId)
        .execute();
      await recordAudit(trx, {
        websiteId: actor.websiteId,
        actorUserId: actor.userId,
        action: "set-image",
        entity: noun,
        entityId: id,
        summary: `New ${TAXONOMY_NOUNS[kind].picture.toLowerCase()} for ${noun} ${record.name}`,
        before: { image: record.image },
        after: { image: src, width, height },
      });
    }),
  );
  if (!stored.ok) return stored;
  await invalidate(publicPageTags(actor.websiteId));
  return { ok: true, record: (await taxonomyRecordById(db, kind, actor.websiteId, id))! };
}
