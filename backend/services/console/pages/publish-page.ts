import type { Kysely } from "kysely";
import { invalidate } from "@/backend/cache/invalidation";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database } from "@/backend/db/schema";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import { componentResponse, unknownProductSlugs } from "@/backend/services/page-components";
import type { Result } from "@/backend/services/result";
import { PAGE_BLOCK_LABELS, PAGE_BLOCK_MESSAGES, type PageBlock } from "@/lib/api/schemas/console/page-blocks";
import { cacheTags } from "@/lib/cache/tags";
import { writeDraft } from "./page-draft";
import { translatesIntoUnoffered } from "./block-languages";
import { storedComponents } from "./stored-blocks";
import { blocksFromJson, consolePageById, publishedBlocks, publishedVersion } from "./page-view";

export type PublishPageResult =
  | Result<{ version: number; revision: number }, "unknownPage" | "unknownVersion" | "conflict" | "notOffered">
  | { ok: false; reason: "unpublishable"; problem: string };

/** The first rule a block breaks that needs the catalogue (the schema checked the rest), or null. */
async function catalogueProblem(db: Kysely<Database>, websiteId: number, blocks: PageBlock[]): Promise<string | null> {
  for (const [index, block] of blocks.entries()) {
    if (block.type !== "product_carousel") continue;
    const named = `Block ${index + 1} (${PAGE_BLOCK_LABELS[block.type]} "${block.data.title}")`;
    const [unknown] = await unknownProductSlugs(db, websiteId, block.logicdata.products ?? []);
    if (unknown) return `${named}: "${unknown}" ${PAGE_BLOCK_MESSAGES.productUnknown}`;
    const products = await componentResponse(db, websiteId, block.type, block.logicdata);
    if (!Array.isArray(products) || products.length === 0) return `${named}: ${PAGE_BLOCK_MESSAGES.carouselEmpty}`;
  }
  return null;
}

async function writeVersion(trx: Kysely<Database>, actor: AuditActor, pageId: number, version: number, blocks: PageBlock[], now: Date) {
  await trx.insertInto("page_versions").values({ page_id: pageId, version, blocks_json: JSON.stringify(blocks), created_by: actor.userId, created_at: now.toISOString() }).execute();
}

/** Replaces what shoppers see with these blocks and records them as the page's next version. */
async function publishBlocks(trx: Kysely<Database>, actor: AuditActor, pageId: number, blocks: PageBlock[], now: Date): Promise<number> {
  let version = await publishedVersion(trx, pageId);
  if (version === 0) {
    // The page as it was before the editor first published it, so it can be restored.
    await writeVersion(trx, actor, pageId, 1, await publishedBlocks(trx, pageId), now);
    version = 1;
  }
  await trx.deleteFrom("page_components").where("page_id", "=", pageId).execute();
  if (blocks.length > 0) {
    await trx
      .insertInto("page_components")
      .values(storedComponents(blocks).map((component) => ({ ...component, page_id: pageId })))
      .execute();
  }
  await writeVersion(trx, actor, pageId, version + 1, blocks, now);
  return version + 1;
}

/**
 * Publishes the editor's blocks: they are saved as the draft (refused when the draft moved on since
 * `baseRevision`), checked against the catalogue, written for shoppers as a new version with its audit
 * entry, all in one transaction; then every process's cached copies of this page (and of nothing else) are expired.
 */
export async function publishPage(db: Kysely<Database>, actor: AuditActor, pageId: number, blocks: PageBlock[], baseRevision: number, now = new Date()): Promise<PublishPageResult> {
  const page = await consolePageById(db, actor.websiteId, pageId);
  if (!page) return { ok: false, reason: "unknownPage" };
  if (await translatesIntoUnoffered(db, actor.websiteId, blocks)) return { ok: false, reason: "notOffered" };
  const problem = await catalogueProblem(db, actor.websiteId, blocks);
  if (problem) return { ok: false, reason: "unpublishable", problem };
  const outcome = await inTransaction(db, async (trx): Promise<PublishPageResult> => {
    const saved = await writeDraft(trx, actor, pageId, blocks, baseRevision, false, now);
    if (!saved.ok) return saved;
    const version = await publishBlocks(trx, actor, pageId, blocks, now);
    await recordAudit(trx, { websiteId: actor.websiteId, actorUserId: actor.userId, action: "publish", entity: "page", entityId: pageId, summary: `Published ${page.url} as version ${version}`, after: blocks }, now);
    return { ok: true, version, revision: saved.revision };
  });
  if (outcome.ok) await invalidate([cacheTags.page(actor.websiteId, page.url)]);
  return outcome;
}

/** One click: an earlier version becomes the next version and the draft, whatever the draft held. */
export async function restorePageVersion(db: Kysely<Database>, actor: AuditActor, pageId: number, version: number, now = new Date()): Promise<PublishPageResult> {
  const page = await consolePageById(db, actor.websiteId, pageId);
  if (!page) return { ok: false, reason: "unknownPage" };
  const outcome = await inTransaction(db, async (trx): Promise<PublishPageResult> => {
    const stored = await trx.selectFrom("page_versions").select("blocks_json").where("page_id", "=", pageId).where("version", "=", version).executeTakeFirst();
    if (!stored) return { ok: false, reason: "unknownVersion" };
    const blocks = blocksFromJson(stored.blocks_json);
    const draft = await trx.selectFrom("page_drafts").select("revision").where("page_id", "=", pageId).executeTakeFirst();
    const saved = await writeDraft(trx, actor, pageId, blocks, draft?.revision ?? 0, false, now);
    if (!saved.ok) return saved;
    const published = await publishBlocks(trx, actor, pageId, blocks, now);
    await recordAudit(trx, { websiteId: actor.websiteId, actorUserId: actor.userId, action: "restore", entity: "page", entityId: pageId, summary: `Restored version ${version} of ${page.url} as version ${published}`, after: blocks }, now);
    return { ok: true, version: published, revision: saved.revision };
  });
  if (outcome.ok) await invalidate([cacheTags.page(actor.websiteId, page.url)]);
  return outcome;
}
