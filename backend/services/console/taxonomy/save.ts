import type { Kysely } from "kysely";
import { invalidate } from "@/backend/cache/invalidation";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database } from "@/backend/db/schema";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import { freeSlug } from "@/backend/services/operator/catalogue-references";
import type { Result } from "@/backend/services/result";
import { TAXONOMY_NOUNS, type CategoryBody, type SupplierBody, type TaxonomyBodies, type TaxonomyKind, type TaxonomyRecords } from "@/lib/api/schemas/console/taxonomy";
import { publicPageTags } from "@/lib/cache/tags";
import { categoryParentRefusal, type CategoryParentRefusal } from "./category-parent";
import { taxonomyRecordById } from "./read";

export type SaveTaxonomyRefusal = "notFound" | "slugTaken" | "emptySlug" | CategoryParentRefusal;
export type SaveTaxonomyResult<K extends TaxonomyKind> = Result<{ record: TaxonomyRecords[K] }, SaveTaxonomyRefusal>;

/** Inserts the record (id null) or rewrites the website's own one with the fields its kind has. */
async function writeRecord(trx: Kysely<Database>, kind: TaxonomyKind, websiteId: number, id: number | null, body: TaxonomyBodies[TaxonomyKind], slug: string): Promise<number> {
  const common = { name: body.name.trim(), slug };
  if (kind === "categories") {
    const { parent_id, position, active } = body as CategoryBody;
    const row = { ...common, parent_id, position, active: active ? (1 as const) : (0 as const) };
    if (id === null) return (await trx.insertInto("categories").values({ ...row, website_id: websiteId }).returning("id").executeTakeFirstOrThrow()).id;
    await trx.updateTable("categories").set(row).where("id", "=", id).where("website_id", "=", websiteId).execute();
    return id;
  }
  if (kind === "suppliers") {
    const row = { ...common, link: (body as SupplierBody).link || null };
    if (id === null) return (await trx.insertInto("suppliers").values({ ...row, website_id: websiteId }).returning("id").executeTakeFirstOrThrow()).id;
    await trx.updateTable("suppliers").set(row).where("id", "=", id).where("website_id", "=", websiteId).execute();
    return id;
  }
  if (id === null) return (await trx.insertInto("brands").values({ ...common, website_id: websiteId }).returning("id").executeTakeFirstOrThrow()).id;
  await trx.updateTable("brands").set(common).where("id", "=", id).where("website_id", "=", websiteId).execute();
  return id;
}

/**
 * Adds a category, brand or supplier (id null) or rewrites one of the actor's website, with its audit
 * entry in the same transaction. The slug is made from the name when none is given (-2, -3 … when
 * taken) and is unique among the website's records of the kind. The storefront's menus, category
 * tree, filters and listing pages show the change on their next request.
 */
export async function saveTaxonomyRecord<K extends TaxonomyKind>(db: Kysely<Database>, actor: AuditActor, kind: K, id: number | null, body: TaxonomyBodies[K]): Promise<SaveTaxonomyResult<K>> {
  const noun = TAXONOMY_NOUNS[kind].one;
  const outcome = await inTransaction(db, async (trx): Promise<SaveTaxonomyResult<K>> => {
    const before = id === null ? undefined : await taxonomyRecordById(trx, kind, actor.websiteId, id);
    if (id !== null && !before) return { ok: false, reason: "notFound" };
    const slug = await freeSlug(trx, actor.websiteId, body.name, body.slug || undefined, id ?? undefined, kind);
    if (slug === null) return { ok: false, reason: "emptySlug" };
    if (typeof slug !== "string") return { ok: false, reason: "slugTaken" };
    if (kind === "categories") {
      const refusal = await categoryParentRefusal(trx, actor.websiteId, id, (body as CategoryBody).parent_id);
      if (refusal) return { ok: false, reason: refusal };
    }
    const savedId = await writeRecord(trx, kind, actor.websiteId, id, body, slug);
    const after = (await taxonomyRecordById(trx, kind, actor.websiteId, savedId))!;
    await recordAudit(trx, {
      websiteId: actor.websiteId,
      actorUserId: actor.userId,
      action: before ? "update" : "create",
      entity: noun,
      entityId: savedId,
      summary: before ? `Changed ${noun} ${after.name}` : `Added ${noun} ${after.name}`,
      before,
      after,
    });
    return { ok: true, record: after };
  });
  if (outcome.ok) await invalidate(publicPageTags(actor.websiteId));
  return outcome;
}
