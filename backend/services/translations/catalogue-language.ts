import type { WebsiteRow } from "@/backend/db/schema";
import { parseLanguages } from "@/lib/i18n/languages";

/**
 * Which language's catalogue texts to read in: the asked one when the website offers it and it is not
 * the default, else null (the records' own fields, with no translation query at all). A language the
 * website does not offer is answered like its default, as its pages would be.
 */
export type CatalogueLanguage = { websiteId: number; language: string } | null;

export function catalogueLanguage(website: Pick<WebsiteRow, "id" | "languages">, asked: string | undefined): CatalogueLanguage {
  if (!asked) return null;
  const [defaultLanguage, ...others] = parseLanguages(website.languages);
  return asked !== defaultLanguage && others.includes(asked) ? { websiteId: website.id, language: asked } : null;
}
