import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { storeUploadedPhoto, type StoreUploadResult } from "@/backend/media/store-upload";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";

/**
 * Stores a picture for a page block (a slide, a card, an image block), checked as every console photo
 * is, under banners/; the block keeps its media path once the page is saved. The upload itself is
 * audited, since the file is on the media store whether or not a page ever uses it.
 */
export function storePageImage(db: Kysely<Database>, mediaRoot: string, actor: AuditActor, upload: Uint8Array): Promise<StoreUploadResult> {
  return storeUploadedPhoto(mediaRoot, "banners", `page-${actor.websiteId}`, upload, (src, { width, height }) =>
    recordAudit(db, { websiteId: actor.websiteId, actorUserId: actor.userId, action: "upload-image", entity: "page", entityId: null, summary: `Uploaded ${src} for a page`, after: { src, width, height } }),
  );
}
