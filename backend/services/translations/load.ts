import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { TranslatedRecord } from "@/lib/api/schemas/translations";
import type { CatalogueLanguage } from "./catalogue-language";

type TranslatedTexts = { name: string | null; description: string | null };

/**
 * A page of records' translations in one language, in one query, read field by field: a field the
 * operator left empty (or a record with no translation) keeps the default language's text.
 */
export class Translations {
  private readonly texts = new Map<string, TranslatedTexts>();

  constructor(rows: readonly ({ record_type: TranslatedRecord; record_id: number } & TranslatedTexts)[] = []) {
    for (const row of rows) this.texts.set(`${row.record_type}:${row.record_id}`, row);
  }

  name(record: TranslatedRecord, id: number | null, own: string): string;
  name(record: TranslatedRecord, id: number | null, own: string | null): string | null;
  name(record: TranslatedRecord, id: number | null, own: string | null): string | null {
    return (id === null ? null : this.texts.get(`${record}:${id}`)?.name) || own;
  }

  description(record: TranslatedRecord, id: number | null, own: string | null): string | null {
    return (id === null ? null : this.texts.get(`${record}:${id}`)?.description) || own;
  }
}

const NONE = new Translations();

/** The named records' translations; no query in the default language or when nothing is named. */
export async function loadTranslations(
  db: Kysely<Database>,
  language: CatalogueLanguage,
  wanted: Partial<Record<TranslatedRecord, readonly (number | null)[]>>,
): Promise<Translations> {
  if (!language) return NONE;
  const asked = Object.entries(wanted)
    .map(([record, ids]) => [record as TranslatedRecord, [...new Set((ids ?? []).filter((id): id is number => id !== null))]] as const)
    .filter(([, ids]) => ids.length > 0);
  if (asked.length === 0) return NONE;
  const rows = await db
    .selectFrom("catalogue_translations")
    .select(["record_type", "record_id", "name", "description"])
    .where("website_id", "=", language.websiteId)
    .where("language", "=", language.language)
    .where((eb) => eb.or(asked.map(([record, ids]) => eb.and([eb("record_type", "=", record), eb("record_id", "in", ids)]))))
    .execute();
  return new Translations(rows);
}

/** Rows with their names in the language (categories, brands, suppliers: small lists read whole). */
export async function withTranslatedNames<T extends { id: number; name: string }>(
  db: Kysely<Database>,
  language: CatalogueLanguage,
  record: TranslatedRecord,
  rows: T[],
): Promise<T[]> {
  if (!language || rows.length === 0) return rows;
  const translations = await loadTranslations(db, language, { [record]: rows.map((row) => row.id) });
  return rows.map((row) => ({ ...row, name: translations.name(record, row.id, row.name) }));
}
