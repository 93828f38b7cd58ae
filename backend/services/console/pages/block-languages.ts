import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { websiteLanguages } from "@/backend/services/console/translations/record-translations";
import type { PageBlock } from "@/lib/api/schemas/console/page-blocks";

/** Whether a block carries texts in a language the website does not offer besides its default. */
export async function translatesIntoUnoffered(db: Kysely<Database>, websiteId: number, blocks: PageBlock[]): Promise<boolean> {
  const named = blocks.flatMap((block) => Object.keys(block.translations ?? {}));
  if (named.length === 0) return false;
  const { others } = await websiteLanguages(db, websiteId);
  return named.some((language) => !others.includes(language));
}
