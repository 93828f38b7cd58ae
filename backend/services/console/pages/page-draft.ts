import type { Kysely } from "kysely";
import type { CatalogueLanguage } from "@/backend/services/translations/catalogue-language";
import type { Database } from "@/backend/db/schema";
import { inTransaction } from "@/backend/db/in-transaction";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import type { Result } from "@/backend/services/result";
import type { PageBlock } from "@/lib/api/schemas/console/page-blocks";
import type { PageEditorState } from "@/lib/api/schemas/console/pages";
import type { PageDataWire } from "@/backend/schemas/page";
import { pageDataWire } from "@/backend/services/pages";
import { websiteLanguages } from "@/backend/services/console/translations/record-translations";
import { translatesIntoUnoffered } from "./block-languages";
import { storedComponents } from "./stored-blocks";
import { blocksFromJson, consolePageById, publishedBlocks } from "./page-view";

export type PageDraftResult = Result<{ revision: number }, "unknownPage" | "conflict" | "notOffered">;

/** What the editor opens: the page's draft, or the published blocks at revision 0 before any draft, and the languages it may translate into. */
export async function pageEditorState(db: Kysely<Database>, websiteId: number, pageId: number): Promise<PageEditorState | undefined> {
  const page = await consolePageById(db, websiteId, pageId);
  if (!page) return undefined;
  const [draft, { others: languages }] = await Promise.all([
    db.selectFrom("page_drafts").select(["blocks_json", "revision"]).where("page_id", "=", pageId).executeTakeFirst(),
    websiteLanguages(db, websiteId),
  ]);
  if (draft) return { page, blocks: blocksFromJson(draft.blocks_json), revision: draft.revision, languages };
  return { page, blocks: await publishedBlocks(db, pageId), revision: 0, languages };
}

/** The draft as shoppers would see it: the page data of the public page, built from the draft's blocks. */
export async function draftPageData(db: Kysely<Database>, websiteId: number, pageId: number, language: CatalogueLanguage = null): Promise<PageDataWire | undefined> {
  const [state, page] = await Promise.all([
    pageEditorState(db, websiteId, pageId),
    db.selectFrom("web_pages").selectAll().where("id", "=", pageId).where("website_id", "=", websiteId).executeTakeFirst(),
  ]);
  if (!state || !page) return undefined;
  return pageDataWire(db, websiteId, page, storedComponents(state.blocks), language);
}

/**
 * Writes the draft when it is still at `baseRevision`, as one conditional write: a second editor who
 * opened the page before this save gets a conflict and keeps their own edits on their screen.
 * `changed` says whether the draft now differs from what shoppers see.
 */
export async function writeDraft(
  trx: Kysely<Database>,
  actor: AuditActor,
  pageId: number,
  blocks: PageBlock[],
  baseRevision: number,
  changed: boolean,
  now = new Date(),
): Promise<PageDraftResult> {
  const values = { blocks_json: JSON.stringify(blocks), revision: baseRevision + 1, changed: changed ? 1 : 0, updated_by: actor.userId, updated_at: now.toISOString() };
  if (baseRevision === 0) {
    const inserted = await trx.insertInto("page_drafts").values({ page_id: pageId, ...values }).onConflict((conflict) => conflict.column("page_id").doNothing()).executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? { ok: true, revision: 1 } : { ok: false, reason: "conflict" };
  }
  const updated = await trx.updateTable("page_drafts").set(values).where("page_id", "=", pageId).where("revision", "=", baseRevision).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? { ok: true, revision: baseRevision + 1 } : { ok: false, reason: "conflict" };
}

/** A save of the editor (autosave too), with its audit entry: the page must be the actor's website's. */
export async function saveDraft(db: Kysely<Database>, actor: AuditActor, pageId: number, blocks: PageBlock[], baseRevision: number): Promise<PageDraftResult> {
  const page = await consolePageById(db, actor.websiteId, pageId);
  if (!page) return { ok: false, reason: "unknownPage" };
  if (await translatesIntoUnoffered(db, actor.websiteId, blocks)) return { ok: false, reason: "notOffered" };
  return inTransaction(db, async (trx) => {
    const saved = await writeDraft(trx, actor, pageId, blocks, baseRevision, true);
    if (saved.ok) {
      await recordAudit(trx, { websiteId: actor.websiteId, actorUserId: actor.userId, action: "save-draft", entity: "page", entityId: pageId, summary: `Saved a draft of ${page.url} (revision ${saved.revision})` });
    }
    return saved;
  });
}
