import { z } from "@hono/zod-openapi";

export const LANGUAGE_QUERY_MESSAGE = "lang must be a language code of 2 or 3 lower-case letters";

/** The `lang` query of the public catalogue reads: the page's language. */
export const languageField = z
  .string()
  .regex(/^[a-z]{2,3}$/, { error: LANGUAGE_QUERY_MESSAGE })
  .optional()
  .openapi({
    description:
      "The page's language (hi, kn): names and descriptions of products, packs, categories, brands and suppliers in it, each field falling back to the website's default language where it has no translation. Left out, the website's default language, or one it does not offer: its own fields.",
    example: "hi",
  });

export const languageQueryWireSchema = z.object({ lang: languageField });
