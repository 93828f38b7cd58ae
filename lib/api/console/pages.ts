import { jsonRequestInit, queryString, requestJson, type ApiFetch } from "../client";
import type { PageBlock } from "../schemas/console/page-blocks";
import { PAGE_IMAGE_UPLOAD_PATH, type PageSettingsBody } from "../schemas/console/pages";
import { photoUploadInit } from "./photo-upload";

export const fetchConsolePages = (api: ApiFetch) => requestJson(api, "/api/console/pages", "consolePageList");

/** Adds a page (id null) or changes one's settings. */
export const saveConsolePage = (api: ApiFetch, id: number | null, body: PageSettingsBody) =>
  requestJson(api, id === null ? "/api/console/pages" : `/api/console/pages/${id}`, "consolePageSaved", jsonRequestInit(body, id === null ? "POST" : "PUT"));

export const deleteConsolePage = (api: ApiFetch, id: number) => requestJson(api, `/api/console/pages/${id}`, "consolePageDeleted", { method: "DELETE" });

export const fetchPageEditor = (api: ApiFetch, id: number) => requestJson(api, `/api/console/pages/${id}/editor`, "consolePageEditor");

/** The draft as shoppers would see it, in `language` (a language the website offers besides its default) or its default. */
export const fetchPagePreview = (api: ApiFetch, id: number, language?: string) =>
  requestJson(api, `/api/console/pages/${id}/preview${queryString({ lang: language })}`, "consolePagePreview");

export const savePageDraft = (api: ApiFetch, id: number, blocks: PageBlock[], baseRevision: number) =>
  requestJson(api, `/api/console/pages/${id}/draft`, "consolePageDraftSaved", jsonRequestInit({ blocks, base_revision: baseRevision }, "PUT"));

export const publishPageBlocks = (api: ApiFetch, id: number, blocks: PageBlock[], baseRevision: number) =>
  requestJson(api, `/api/console/pages/${id}/publish`, "consolePageDraftSaved", jsonRequestInit({ blocks, base_revision: baseRevision }));

export const fetchPageVersions = (api: ApiFetch, id: number) => requestJson(api, `/api/console/pages/${id}/versions`, "consolePageVersions");

export const restorePageVersion = (api: ApiFetch, id: number, version: number) =>
  requestJson(api, `/api/console/pages/${id}/versions/${version}/restore`, "consolePageDraftSaved", { method: "POST" });

export const uploadPageImage = (api: ApiFetch, photo: File) => requestJson(api, PAGE_IMAGE_UPLOAD_PATH, "consolePageImageStored", photoUploadInit(photo));
