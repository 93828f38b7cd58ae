import { z } from "zod";

/** The catalogue records whose shopper-facing texts an operator may translate. */
export const TRANSLATED_RECORDS = ["product", "pack", "category", "brand", "supplier"] as const;
export type TranslatedRecord = (typeof TRANSLATED_RECORDS)[number];

/** Only a product has a description; every record has a name (a pack's name is its label). */
export const hasDescription = (record: TranslatedRecord) => record === "product";

export const TRANSLATION_MESSAGES = {
  saved: "Translations saved",
  notFound: "No such record on this website",
  notOffered: "Translate only into the website's other languages (its Settings list them)",
  noDescription: "Only a product has a description to translate",
} as const;

const optionalText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${field} under ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => value || null);

const translationSchema = z.object({
  language: z.string().regex(/^[a-z]{2,3}$/, "A language is a code of 2 or 3 lower-case letters, like hi"),
  name: optionalText(200, "name"),
  description: optionalText(5000, "description"),
});

/** A record's texts in some of the website's other languages; an empty field keeps the default language's text. */
export const translationsBodySchema = z.object({
  translations: z
    .array(translationSchema)
    .max(20, "Too many languages")
    .refine((list) => new Set(list.map((entry) => entry.language)).size === list.length, "Give each language once"),
});
export type TranslationsBody = z.input<typeof translationsBodySchema>;

/** A record's own texts and, for each other language of the website, its translation (null fields: none). */
export const recordTranslationsSchema = z.object({
  record: z.enum(TRANSLATED_RECORDS),
  id: z.number(),
  original: z.object({ language: z.string(), name: z.string(), description: z.string().nullable() }),
  translations: z.array(z.object({ language: z.string(), name: z.string().nullable(), description: z.string().nullable() })),
});
export type RecordTranslations = z.infer<typeof recordTranslationsSchema>;

export const translationsSavedSchema = z.object({ translations: recordTranslationsSchema, message: z.string() });
