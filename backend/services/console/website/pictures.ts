import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { storeUploadedPhoto, type StoreUploadResult } from "@/backend/media/store-upload";
import type { AuditActor } from "@/backend/services/audit/record-audit";
import type { WebsiteLook } from "@/lib/api/schemas/console/website-look";
import { websiteLook } from "./look";
import { websiteSettingsWrite } from "./settings-write";

/** The website's two pictures: the logo in the header and footer, the icon in the browser's tab. */
export type WebsitePicture = "logo" | "favicon";
const PICTURE_NAMES: Record<WebsitePicture, string> = { logo: "logo", favicon: "icon" };

export type SetWebsitePictureResult = { ok: true; look: WebsiteLook } | Exclude<StoreUploadResult, { ok: true }>;

/** Replaces the website's logo or icon with an upload, checked and stored as every console photo is. */
export async function setWebsitePicture(db: Kysely<Database>, mediaRoot: string, actor: AuditActor, picture: WebsitePicture, upload: Uint8Array): Promise<SetWebsitePictureResult> {
  const { name } = await db.selectFrom("websites").select("name").where("id", "=", actor.websiteId).executeTakeFirstOrThrow();
  const stored = await storeUploadedPhoto(mediaRoot, "logos", `${name}-${PICTURE_NAMES[picture]}`, upload, (src, { width, height }) =>
    websiteSettingsWrite(db, actor, async (trx) => {
      const before = await trx.selectFrom("websites").select(picture).where("id", "=", actor.websiteId).executeTakeFirstOrThrow();
      await trx.updateTable("websites").set({ [picture]: src }).where("id", "=", actor.websiteId).execute();
      return { action: `set-${PICTURE_NAMES[picture]}`, summary: `New ${PICTURE_NAMES[picture]} for ${name}`, before: { [picture]: before[picture] }, after: { [picture]: src, width, height } };
    }),
  );
  if (!stored.ok) return stored;
  return { ok: true, look: await websiteLook(db, actor.websiteId) };
}
