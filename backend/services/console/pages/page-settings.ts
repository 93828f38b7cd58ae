import type { Kysely } from "kysely";
import { invalidate } from "@/backend/cache/invalidation";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database } from "@/backend/db/schema";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import type { Result } from "@/backend/services/result";
import type { ConsolePage, PageSettingsBody } from "@/lib/api/schemas/console/pages";
import { publicPageTags } from "@/lib/cache/tags";
import { consolePageById } from "./page-view";

type SavePageRefusal = "unknownPage" | "urlTaken" | "homeUrlKept";
export type SavePageResult = Result<{ page: ConsolePage }, SavePageRefusal>;
export type DeletePageResult = Result<object, "unknownPage" | "homeKept">;

const urlTakenBy = (trx: Kysely<Database>, websiteId: number, url: string, pageId: number | null) =>
  trx
    .selectFrom("web_pages")
    .select("id")
    .where("website_id", "=", websiteId)
    .where("url", "=", url)
    .$if(pageId !== null, (query) => query.where("id", "!=", pageId!))
    .executeTakeFirst();

const row = (body: PageSettingsBody) => ({
  name: body.name,
  url: body.url,
  seo_title: body.seo_title || null,
  seo_description: body.seo_description || null,
  active: body.published ? 1 : 0,
});

/**
 * A page at an address wins over a redirect from it; a page leaving an address leaves a redirect behind.
 * Redirects name the page, so older addresses follow it to its new one too.
 */
async function keepOldAddress(trx: Kysely<Database>, websiteId: number, pageId: number, oldUrl: string | undefined, newUrl: string) {
  const from = oldUrl !== undefined && oldUrl !== newUrl ? [newUrl, oldUrl] : [newUrl];
  await trx.deleteFrom("page_redirects").where("website_id", "=", websiteId).where("from_url", "in", from).execute();
  if (from.length === 2) await trx.insertInto("page_redirects").values({ website_id: websiteId, from_url: oldUrl!, page_id: pageId }).execute();
}

/**
 * Adds a page (pageId null; it starts with no blocks) or changes one's name, address, SEO text and
 * whether shoppers see it, with its audit entry; the home page keeps its address, and a page's old
 * address redirects to its new one. The website's pages
 * and sitemap are cached under its tags, which are expired afterwards.
 */
export async function savePageSettings(db: Kysely<Database>, actor: AuditActor, pageId: number | null, body: PageSettingsBody): Promise<SavePageResult> {
  const outcome = await inTransaction(db, async (trx): Promise<Result<{ id: number }, SavePageRefusal>> => {
    const before = pageId === null ? undefined : await consolePageById(trx, actor.websiteId, pageId);
    if (pageId !== null && !before) return { ok: false, reason: "unknownPage" };
    if (before?.url === "/" && body.url !== "/") return { ok: false, reason: "homeUrlKept" };
    if (await urlTakenBy(trx, actor.websiteId, body.url, pageId)) return { ok: false, reason: "urlTaken" };
    let id = pageId;
    if (id === null) {
      const { max } = await trx.selectFrom("web_pages").select((eb) => eb.fn.max("position").as("max")).where("website_id", "=", actor.websiteId).executeTakeFirstOrThrow();
      id = (await trx.insertInto("web_pages").values({ ...row(body), website_id: actor.websiteId, position: Number(max ?? 0) + 1 }).returning("id").executeTakeFirstOrThrow()).id;
    } else {
      await trx.updateTable("web_pages").set(row(body)).where("id", "=", id).where("website_id", "=", actor.websiteId).execute();
    }
    await keepOldAddress(trx, actor.websiteId, id, before?.url, body.url);
    const after = await consolePageById(trx, actor.websiteId, id);
    await recordAudit(trx, {
      websiteId: actor.websiteId,
      actorUserId: actor.userId,
      action: before ? "update" : "create",
      entity: "page",
      entityId: id,
      summary: before ? (before.url === body.url ? `Changed page ${body.url}` : `Moved page ${before.url} to ${body.url}`) : `Added page ${body.url}`,
      before,
      after,
    });
    return { ok: true, id };
  });
  if (!outcome.ok) return outcome;
  await invalidate(publicPageTags(actor.websiteId));
  return { ok: true, page: (await consolePageById(db, actor.websiteId, outcome.id))! };
}

/** Deletes a page of the actor's website (its blocks, draft and versions go with it by cascade); never the home page. */
export async function deletePage(db: Kysely<Database>, actor: AuditActor, pageId: number): Promise<DeletePageResult> {
  const outcome = await inTransaction(db, async (trx): Promise<DeletePageResult> => {
    const before = await consolePageById(trx, actor.websiteId, pageId);
    if (!before) return { ok: false, reason: "unknownPage" };
    if (before.url === "/") return { ok: false, reason: "homeKept" };
    await trx.deleteFrom("web_pages").where("id", "=", pageId).where("website_id", "=", actor.websiteId).execute();
    await recordAudit(trx, { websiteId: actor.websiteId, actorUserId: actor.userId, action: "delete", entity: "page", entityId: pageId, summary: `Deleted page ${before.url}`, before });
    return { ok: true };
  });
  if (outcome.ok) await invalidate(publicPageTags(actor.websiteId));
  return outcome;
}
