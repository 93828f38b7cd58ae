import type { Kysely, KyselyPlugin } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { TranslatedRecord } from "@/lib/api/schemas/translations";

/** Stores (or replaces) a record's texts in a language, as the console's write does. */
export async function storeTranslation(
  db: Kysely<Database>,
  row: { website_id: number; record_type: TranslatedRecord; record_id: number; language: string; name: string | null; description?: string | null },
) {
  await db
    .deleteFrom("catalogue_translations")
    .where("record_type", "=", row.record_type)
    .where("record_id", "=", row.record_id)
    .where("language", "=", row.language)
    .execute();
  await db.insertInto("catalogue_translations").values({ description: null, ...row }).execute();
}

/** The same database, counting the statements sent through it. */
export function countingStatements(db: Kysely<Database>) {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      counter.statements += 1;
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), counter };
}
