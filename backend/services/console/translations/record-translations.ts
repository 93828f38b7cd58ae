import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { parseLanguages } from "@/lib/i18n/languages";
import type { RecordTranslations, TranslatedRecord } from "@/lib/api/schemas/translations";

type OwnTexts = { name: string; description: string | null; productId: number | null };

/** The record's own texts when it is the website's (a pack through its product), else undefined. */
export async function ownTexts(db: Kysely<Database>, websiteId: number, record: TranslatedRecord, id: number): Promise<OwnTexts | undefined> {
  switch (record) {
    case "product": {
      const row = await db.selectFrom("products").select(["name", "description"]).where("id", "=", id).where("website_id", "=", websiteId).executeTakeFirst();
      return row && { ...row, productId: id };
    }
    case "pack": {
      const row = await db
        .selectFrom("packs")
        .innerJoin("products", "products.id", "packs.product_id")
        .select(["packs.name", "packs.product_id"])
        .where("packs.id", "=", id)
        .where("products.website_id", "=", websiteId)
        .executeTakeFirst();
      return row && { name: row.name, description: null, productId: row.product_id };
    }
    case "category":
    case "brand":
    case "supplier": {
      const table = ({ category: "categories", brand: "brands", supplier: "suppliers" } as const)[record];
      const row = await db.selectFrom(table).select("name").where("id", "=", id).where("website_id", "=", websiteId).executeTakeFirst();
      return row && { name: row.name, description: null, productId: null };
    }
  }
}

/** The website's languages: its default, and the others a record may be translated into. */
export async function websiteLanguages(db: Kysely<Database>, websiteId: number) {
  const { languages } = await db.selectFrom("websites").select("languages").where("id", "=", websiteId).executeTakeFirstOrThrow();
  const [defaultLanguage, ...others] = parseLanguages(languages);
  return { defaultLanguage, others };
}

/** A record of the website with its texts in each of the website's other languages; undefined when it is not the website's. */
export async function recordTranslations(db: Kysely<Database>, websiteId: number, record: TranslatedRecord, id: number): Promise<RecordTranslations | undefined> {
  const own = await ownTexts(db, websiteId, record, id);
  if (!own) return undefined;
  const { defaultLanguage, others } = await websiteLanguages(db, websiteId);
  const rows = await db
    .selectFrom("catalogue_translations")
    .select(["language", "name", "description"])
    .where("website_id", "=", websiteId)
    .where("record_type", "=", record)
    .where("record_id", "=", id)
    .execute();
  const byLanguage = new Map(rows.map((row) => [row.language, row]));
  return {
    record,
    id,
    original: { language: defaultLanguage, name: own.name, description: own.description },
    translations: others.map((language) => ({
      language,
      name: byLanguage.get(language)?.name ?? null,
      description: byLanguage.get(language)?.description ?? null,
    })),
  };
}
