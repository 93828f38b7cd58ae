import type { Kysely, Updateable } from "kysely";
import type { z } from "zod";
import type { Database, PopupsTable } from "@/backend/db/schema";
import { storeUploadedPhoto, type StoreUploadResult } from "@/backend/media/store-upload";
import type { AuditActor } from "@/backend/services/audit/record-audit";
import { popupPages } from "@/backend/services/popup-row";
import type { Result } from "@/backend/services/result";
import { isoToIst, type WebsitePopup, type websitePopupBodySchema } from "@/lib/api/schemas/console/website-popup";
import { changeSummary, websiteSettingsWrite } from "./settings-write";

/** The website's popup: the storefront shows its latest row, so that is the one edited here. */
const latestPopup = (db: Kysely<Database>, websiteId: number) =>
  db.selectFrom("popups").selectAll().where("website_id", "=", websiteId).orderBy("id", "desc").limit(1).executeTakeFirst();

const NO_POPUP: WebsitePopup = { image: "", link: "", starts_at: "", ends_at: "", show_on: "home", paths: [], duration: 5, once: true, enabled: false };

export async function websitePopup(db: Kysely<Database>, websiteId: number): Promise<WebsitePopup> {
  const row = await latestPopup(db, websiteId);
  if (!row) return NO_POPUP;
  return {
    image: row.image,
    link: row.link ?? "",
    starts_at: row.starts_at ? isoToIst(row.starts_at) : "",
    ends_at: row.ends_at ? isoToIst(row.ends_at) : "",
    ...popupPages(row),
    duration: row.duration,
    once: row.once === 1,
    enabled: row.active === 1,
  };
}

/** Writes the popup's row (made when the website has none yet), with the audit entry and the website's pages expired. */
async function writePopup(db: Kysely<Database>, actor: AuditActor, action: string, values: Omit<Updateable<PopupsTable>, "id" | "website_id">) {
  await websiteSettingsWrite(db, actor, async (trx) => {
    const before = await websitePopup(trx, actor.websiteId);
    const row = await latestPopup(trx, actor.websiteId);
    if (row) await trx.updateTable("popups").set(values).where("id", "=", row.id).execute();
    else await trx.insertInto("popups").values({ website_id: actor.websiteId, image: "", active: 0, ...values }).execute();
    const after = await websitePopup(trx, actor.websiteId);
    return { action, summary: changeSummary("the popup", before, after), before, after };
  });
}

export type SaveWebsitePopupResult = Result<{ popup: WebsitePopup }, "imageFirst">;

/** Saves the popup's settings; turning it on needs its picture first, since the storefront shows nothing without one. */
export async function saveWebsitePopup(db: Kysely<Database>, actor: AuditActor, body: z.output<typeof websitePopupBodySchema>): Promise<SaveWebsitePopupResult> {
  if (body.enabled && !(await latestPopup(db, actor.websiteId))?.image) return { ok: false, reason: "imageFirst" };
  await writePopup(db, actor, "update-popup", {
    link: body.link || null,
    starts_at: body.starts_at,
    ends_at: body.ends_at,
    show_on: body.show_on,
    paths: JSON.stringify(body.show_on === "paths" ? body.paths : []),
    duration: body.duration,
    once: body.once ? 1 : 0,
    active: body.enabled ? 1 : 0,
  });
  return { ok: true, popup: await websitePopup(db, actor.websiteId) };
}

export type SetPopupImageResult = { ok: true; popup: WebsitePopup } | Exclude<StoreUploadResult, { ok: true }>;

/** Replaces the popup's picture with an upload, checked and stored as every console photo is. */
export async function setPopupImage(db: Kysely<Database>, mediaRoot: string, actor: AuditActor, upload: Uint8Array): Promise<SetPopupImageResult> {
  const stored = await storeUploadedPhoto(mediaRoot, "banners", `popup-${actor.websiteId}`, upload, (src) => writePopup(db, actor, "set-popup-image", { image: src }));
  if (!stored.ok) return stored;
  return { ok: true, popup: await websitePopup(db, actor.websiteId) };
}
