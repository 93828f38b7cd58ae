import { jsonRequestInit, requestJson, type ApiFetch } from "../client";
import type { TranslatedRecord, TranslationsBody } from "../schemas/translations";

const translationsPath = (record: TranslatedRecord, id: number) => `/api/console/translations/${record}/${id}`;

export const fetchRecordTranslations = (api: ApiFetch, record: TranslatedRecord, id: number) =>
  requestJson(api, translationsPath(record, id), "consoleRecordTranslations");

export const saveRecordTranslations = (api: ApiFetch, record: TranslatedRecord, id: number, body: TranslationsBody) =>
  requestJson(api, translationsPath(record, id), "consoleTranslationsSaved", jsonRequestInit(body, "PUT"));
