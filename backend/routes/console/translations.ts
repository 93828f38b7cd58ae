import { createRoute } from "@hono/zod-openapi";
import { notFound } from "@/backend/http/errors";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { formMessagesHook } from "@/backend/http/validation";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { consoleAccess, consoleRoleResponses } from "@/backend/schemas/console/common";
import { recordTranslationsWireSchema, translatedRecordParamsSchema, translationsBodyWireSchema, translationsSavedWireSchema } from "@/backend/schemas/console/translations";
import { recordTranslations } from "@/backend/services/console/translations/record-translations";
import { saveTranslations, type SaveTranslationsResult } from "@/backend/services/console/translations/save-translations";
import { TRANSLATION_MESSAGES } from "@/lib/api/schemas/translations";
import { consoleActor } from "./console-actor";

const refusals = {
  notFound: { status: 404, message: TRANSLATION_MESSAGES.notFound },
  notOffered: { status: 422, message: TRANSLATION_MESSAGES.notOffered },
  noDescription: { status: 422, message: TRANSLATION_MESSAGES.noDescription },
} as const satisfies RefusalTable<RefusalOf<SaveTranslationsResult>>;

const PATH = "/api/console/translations/{record}/{id}";
const missing = errorResponse("No such product, pack, category, brand or supplier on this website");

const readRoute = createRoute({
  method: "get",
  path: PATH,
  ...consoleAccess,
  summary: "A catalogue record's names (and a product's description) in each of the website's other languages",
  request: { params: translatedRecordParamsSchema },
  responses: { 200: jsonResponse(recordTranslationsWireSchema, "The record's own texts and its translations"), ...errorResponses, ...consoleRoleResponses, 404: missing },
});

const writeRoute = createRoute({
  method: "put",
  path: PATH,
  ...consoleAccess,
  summary: "Set a catalogue record's texts in some of the website's other languages",
  description:
    "Languages left out keep their texts. An empty field shows the default language's text in its place; a language with both fields empty has no translation. The storefront's pages in that language show it on their next request.",
  request: { params: translatedRecordParamsSchema, ...jsonBody(translationsBodyWireSchema) },
  responses: {
    200: jsonResponse(translationsSavedWireSchema, "The record's translations as saved, with a message to show"),
    ...errorResponses,
    ...consoleRoleResponses,
    404: missing,
    422: errorResponse("A language the website does not offer besides its default, or a description for a record that has none"),
  },
});

/** Operators translate the catalogue: one call to read a record's translations, one to write them. */
export function registerConsoleTranslationRoutes(app: StoreApp) {
  app.openapi(readRoute, async (c) => {
    const { record, id } = c.req.valid("param");
    const found = await recordTranslations(c.get("db"), consoleActor(c).websiteId, record, id);
    if (!found) throw notFound(TRANSLATION_MESSAGES.notFound);
    return c.json(found, 200);
  });
  app.openapi(
    writeRoute,
    async (c) => {
      const { record, id } = c.req.valid("param");
      const entries = c.req.valid("json").translations.map((entry) => ({ language: entry.language, name: entry.name ?? null, description: entry.description ?? null }));
      const saved = await saveTranslations(c.get("db"), consoleActor(c), record, id, entries);
      if (!saved.ok) refuse(refusals, saved);
      return c.json({ translations: saved.translations, message: TRANSLATION_MESSAGES.saved }, 200);
    },
    formMessagesHook,
  );
}
