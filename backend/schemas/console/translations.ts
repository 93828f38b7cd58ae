import { z } from "@hono/zod-openapi";
import { recordTranslationsSchema, TRANSLATED_RECORDS, translationsBodySchema, translationsSavedSchema } from "@/lib/api/schemas/translations";

// clone(): the storefront may create the shared schemas before @hono/zod-openapi adds .openapi() to new instances.
export const recordTranslationsWireSchema = recordTranslationsSchema.clone().openapi("ConsoleRecordTranslations");
export const translationsSavedWireSchema = translationsSavedSchema.clone().openapi("ConsoleTranslationsSaved");
export const translationsBodyWireSchema = translationsBodySchema.clone().openapi("ConsoleTranslationsBody", {
  example: { translations: [{ language: "hi", name: "किसान गोल्ड तूर दाल", description: null }] },
});

export const translatedRecordParamsSchema = z.object({
  record: z.enum(TRANSLATED_RECORDS, { error: `record must be one of ${TRANSLATED_RECORDS.join(", ")}` }).openapi({ example: "product" }),
  id: z.coerce.number({ error: "id must be a whole number" }).int({ error: "id must be a whole number" }).min(1, { error: "id must be a whole number" }).openapi({ example: 12 }),
});
