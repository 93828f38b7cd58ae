import type { Kysely } from "kysely";
import { invalidate } from "@/backend/cache/invalidation";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database } from "@/backend/db/schema";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import type { Result } from "@/backend/services/result";
import { hasDescription, type RecordTranslations, type TranslatedRecord } from "@/lib/api/schemas/translations";
import { productChangeTags, publicPageTags } from "@/lib/cache/tags";
import { ownTexts, recordTranslations, websiteLanguages } from "./record-translations";

type SaveTranslationsRefusal = "notFound" | "notOffered" | "noDescription";
export type SaveTranslationsResult = Result<{ translations: RecordTranslations }, SaveTranslationsRefusal>;

type Entry = { language: string; name: string | null; description: string | null };

/** Writes one language's texts of the record; with neither text left, the language has no translation. */
async function writeEntry(trx: Kysely<Database>, websiteId: number, record: TranslatedRecord, id: number, entry: Entry) {
  const key = (query: ReturnType<typeof trx.deleteFrom<"catalogue_translations">>) =>
    query.where("record_type", "=", record).where("record_id", "=", id).where("language", "=", entry.language);
  if (entry.name === null && entry.description === null) {
    await key(trx.deleteFrom("catalogue_translations")).execute();
    return;
  }
  await trx
    .insertInto("catalogue_translations")
    .values({ website_id: websiteId, record_type: record, record_id: id, language: entry.language, name: entry.name, description: entry.description })
    .onConflict((conflict) => conflict.columns(["record_type", "record_id", "language"]).doUpdateSet({ name: entry.name, description: entry.description }))
    .execute();
}

/**
 * Sets a record's texts in the named languages of the actor's website (others stay as they are), with
 * its audit entry in the same transaction. After it commits, the pages and reads showing the record are
 * stale: a product's or pack's product pages and lists, or, for a category, brand or supplier, every
 * page (menus, filters, blocks).
 */
export async function saveTranslations(db: Kysely<Database>, actor: AuditActor, record: TranslatedRecord, id: number, entries: Entry[]): Promise<SaveTranslationsResult> {
  let productId: number | null = null;
  const outcome = await inTransaction(db, async (trx): Promise<SaveTranslationsResult> => {
    const own = await ownTexts(trx, actor.websiteId, record, id);
    if (!own) return { ok: false, reason: "notFound" };
    const { others } = await websiteLanguages(trx, actor.websiteId);
    if (entries.some((entry) => !others.includes(entry.language))) return { ok: false, reason: "notOffered" };
    if (!hasDescription(record) && entries.some((entry) => entry.description !== null)) return { ok: false, reason: "noDescription" };
    const before = (await recordTranslations(trx, actor.websiteId, record, id))!;
    for (const entry of entries) await writeEntry(trx, actor.websiteId, record, id, entry);
    const after = (await recordTranslations(trx, actor.websiteId, record, id))!;
    await recordAudit(trx, {
      websiteId: actor.websiteId,
      actorUserId: actor.userId,
      action: "translate",
      entity: record,
      entityId: id,
      summary: `Translated ${record} ${own.name} (${entries.map((entry) => entry.language).join(", ")})`,
      before: before.translations,
      after: after.translations,
    });
    productId = own.productId;
    return { ok: true, translations: after };
  });
  if (outcome.ok) await invalidate(productId === null ? publicPageTags(actor.websiteId) : productChangeTags(actor.websiteId, productId));
  return outcome;
}
