import { createRoute, z } from "@hono/zod-openapi";
import { languageQueryWireSchema } from "@/backend/schemas/language";
import { catalogueLanguage } from "@/backend/services/translations/catalogue-language";
import { ApiError, notFound } from "@/backend/http/errors";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { formMessagesHook } from "@/backend/http/validation";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import { pageDataWireSchema } from "@/backend/schemas/page";
import {
  pageDeletedWireSchema,
  pageDraftBodyWireSchema,
  pageDraftSavedWireSchema,
  pageImageStoredWireSchema,
  pageEditorStateWireSchema,
  pageListWireSchema,
  pageSavedWireSchema,
  pageSettingsBodyWireSchema,
  pageVersionListWireSchema,
} from "@/backend/schemas/console/pages";
import { draftPageData, pageEditorState, saveDraft, type PageDraftResult } from "@/backend/services/console/pages/page-draft";
import { deletePage, savePageSettings, type DeletePageResult, type SavePageResult } from "@/backend/services/console/pages/page-settings";
import { consolePageById, listConsolePages, listPageVersions } from "@/backend/services/console/pages/page-view";
import { publishPage, restorePageVersion, type PublishPageResult } from "@/backend/services/console/pages/publish-page";
import { PAGE_BLOCK_LABELS, type PageBlockType } from "@/lib/api/schemas/console/page-blocks";
import { CONSOLE_PAGE_MESSAGES, PAGE_IMAGE_UPLOAD_PATH } from "@/lib/api/schemas/console/pages";
import { mediaDirectory } from "@/backend/config";
import { photoRefusals, photoUploadBody, photoUploadResponses } from "@/backend/schemas/console/photo-upload";
import { storePageImage } from "@/backend/services/console/pages/page-image";
import type { ZodError } from "zod";
import { consoleActor } from "./console-actor";

const missing = errorResponse("No such page on this website");
const conflict = { 409: errorResponse(CONSOLE_PAGE_MESSAGES.conflict) };
const roleAnswers = { ...errorResponses, ...consoleRoleResponses };
const versionParamSchema = idParamSchema.extend({ version: z.coerce.number().int().min(1).openapi({ param: { name: "version", in: "path" }, example: 2 }) });

const refusals: RefusalTable<RefusalOf<SavePageResult | DeletePageResult | PageDraftResult | PublishPageResult>> = {
  unknownPage: { status: 404, message: CONSOLE_PAGE_MESSAGES.notFound },
  unknownVersion: { status: 404, message: CONSOLE_PAGE_MESSAGES.versionNotFound },
  urlTaken: { status: 409, message: CONSOLE_PAGE_MESSAGES.urlTaken },
  homeUrlKept: { status: 409, message: CONSOLE_PAGE_MESSAGES.homeUrlKept },
  homeKept: { status: 409, message: CONSOLE_PAGE_MESSAGES.homeKept },
  conflict: { status: 409, message: CONSOLE_PAGE_MESSAGES.conflict },
  unpublishable: { status: 422, message: (refusal) => refusal.problem },
  notOffered: { status: 422, message: CONSOLE_PAGE_MESSAGES.notOffered },
};

/** A block's problem names the block the editor shows: "Block 2 (Image): link: …". */
function blockMessagesHook(result: { success: boolean; error?: ZodError }): undefined {
  if (result.success || !result.error) return;
  // The validator hands the hook the body it refused as `data`.
  const blocks = (result as { data?: { blocks?: { type?: string }[] } }).data?.blocks;
  const messages = result.error.issues.map((issue) => {
    const [top, index, ...field] = issue.path;
    if (top !== "blocks" || typeof index !== "number") return issue.message;
    const label = PAGE_BLOCK_LABELS[blocks?.[index]?.type as PageBlockType] ?? "Unknown type";
    const where = field.filter((part) => part !== "data" && part !== "logicdata").join(".");
    return `Block ${index + 1} (${label})${where ? ` ${where}` : ""}: ${issue.message}`;
  });
  throw new ApiError(400, messages.join("\n"));
}

const listRoute = createRoute({
  method: "get",
  path: "/api/console/pages",
  ...consoleAccess,
  summary: "The website's pages, the home page first, with their published version and whether the draft has changes",
  responses: { 200: jsonResponse(pageListWireSchema, "The pages"), ...roleAnswers },
});

const createPageRoute = createRoute({
  method: "post",
  path: "/api/console/pages",
  ...consoleAccess,
  summary: "Add a page (with no blocks yet)",
  request: { ...jsonBody(pageSettingsBodyWireSchema) },
  responses: { 200: jsonResponse(pageSavedWireSchema, "The page and a message to show"), ...roleAnswers, 409: errorResponse(CONSOLE_PAGE_MESSAGES.urlTaken) },
});

const updatePageRoute = createRoute({
  method: "put",
  path: "/api/console/pages/{id}",
  ...consoleAccess,
  summary: "Change a page's name, address, SEO title and description, and whether shoppers see it",
  request: { params: idParamSchema, ...jsonBody(pageSettingsBodyWireSchema) },
  responses: { 200: jsonResponse(pageSavedWireSchema, "The page and a message to show"), ...roleAnswers, 404: missing, 409: errorResponse("The address is taken, or the home page would move") },
});

const deletePageRoute = createRoute({
  method: "delete",
  path: "/api/console/pages/{id}",
  ...consoleAccess,
  summary: "Delete a page with its draft and versions (never the home page)",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(pageDeletedWireSchema, "A message to show"), ...roleAnswers, 404: missing, 409: errorResponse(CONSOLE_PAGE_MESSAGES.homeKept) },
});

const editorRoute = createRoute({
  method: "get",
  path: "/api/console/pages/{id}/editor",
  ...consoleAccess,
  summary: "What the page editor opens: the page, its draft's blocks (the published ones before any draft) and the draft's revision",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(pageEditorStateWireSchema, "The page in the editor"), ...roleAnswers, 404: missing },
});

const draftRoute = createRoute({
  method: "put",
  path: "/api/console/pages/{id}/draft",
  ...consoleAccess,
  summary: "Save the editor's blocks as the draft; shoppers do not see it",
  description:
    "Refused with 409 when the draft was saved by someone else after base_revision: the editor keeps its blocks. A block's `translations` hold its texts in the website's other languages; another language is refused with 422.",
  request: { params: idParamSchema, ...jsonBody(pageDraftBodyWireSchema) },
  responses: { 200: jsonResponse(pageDraftSavedWireSchema, "The new revision"), ...roleAnswers, 404: missing, ...conflict, 422: errorResponse(CONSOLE_PAGE_MESSAGES.notOffered) },
});

const publishRoute = createRoute({
  method: "post",
  path: "/api/console/pages/{id}/publish",
  ...consoleAccess,
  summary: "Save the editor's blocks and publish them as the page's next version",
  description: "Shoppers see the page on the next request on every process. 422 names the block that cannot be published (a product carousel that shows no products), or texts in a language the website does not offer besides its default; 409 as for a draft.",
  request: { params: idParamSchema, ...jsonBody(pageDraftBodyWireSchema) },
  responses: { 200: jsonResponse(pageDraftSavedWireSchema, "The new version and revision"), ...roleAnswers, 404: missing, ...conflict, 422: errorResponse("A block cannot be published; the message says which and why") },
});

const previewRoute = createRoute({
  method: "get",
  path: "/api/console/pages/{id}/preview",
  ...consoleAccess,
  summary: "The draft as shoppers would see it: the public page's data built from the draft's blocks",
  description: "With `lang`, the blocks' texts and the catalogue in that language, as the public page in it would show them.",
  request: { params: idParamSchema, query: languageQueryWireSchema },
  responses: { 200: jsonResponse(pageDataWireSchema, "The draft page"), ...roleAnswers, 404: missing },
});

const versionsRoute = createRoute({
  method: "get",
  path: "/api/console/pages/{id}/versions",
  ...consoleAccess,
  summary: "The page's published versions, newest first",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(pageVersionListWireSchema, "The versions"), ...roleAnswers, 404: missing },
});

const restoreRoute = createRoute({
  method: "post",
  path: "/api/console/pages/{id}/versions/{version}/restore",
  ...consoleAccess,
  summary: "Publish an earlier version again, as the next version, and make it the draft",
  request: { params: versionParamSchema },
  responses: { 200: jsonResponse(pageDraftSavedWireSchema, "The new version and revision"), ...roleAnswers, 404: errorResponse("No such page or version") },
});

const imageRoute = createRoute({
  method: "post",
  path: PAGE_IMAGE_UPLOAD_PATH,
  ...consoleAccess,
  summary: "Upload a picture for a page block",
  description: "Checked and stored as a product's photos are, under banners/; the answer's src is the media path a block's image field takes.",
  request: photoUploadBody,
  responses: photoUploadResponses(jsonResponse(pageImageStoredWireSchema, "The stored picture's media path"), "No such website"),
});

export function registerConsolePageRoutes(app: StoreApp) {
  app.openapi(
    imageRoute,
    async (c) => {
      const stored = await storePageImage(c.get("db"), mediaDirectory(), consoleActor(c), new Uint8Array(await c.req.valid("form").photo.arrayBuffer()));
      if (!stored.ok) refuse(photoRefusals, stored);
      return c.json({ src: stored.src, message: CONSOLE_PAGE_MESSAGES.imageUploaded }, 200);
    },
    formMessagesHook,
  );

  app.openapi(listRoute, async (c) => c.json({ data: await listConsolePages(c.get("db"), c.get("website").id) }, 200));

  app.openapi(
    createPageRoute,
    async (c) => {
      const saved = await savePageSettings(c.get("db"), consoleActor(c), null, c.req.valid("json"));
      if (!saved.ok) refuse(refusals, saved);
      return c.json({ page: saved.page, message: CONSOLE_PAGE_MESSAGES.created }, 200);
    },
    formMessagesHook,
  );

  app.openapi(
    updatePageRoute,
    async (c) => {
      const saved = await savePageSettings(c.get("db"), consoleActor(c), c.req.valid("param").id, c.req.valid("json"));
      if (!saved.ok) refuse(refusals, saved);
      return c.json({ page: saved.page, message: CONSOLE_PAGE_MESSAGES.saved }, 200);
    },
    formMessagesHook,
  );

  app.openapi(deletePageRoute, async (c) => {
    const deleted = await deletePage(c.get("db"), consoleActor(c), c.req.valid("param").id);
    if (!deleted.ok) refuse(refusals, deleted);
    return c.json({ message: CONSOLE_PAGE_MESSAGES.deleted }, 200);
  });

  app.openapi(editorRoute, async (c) => {
    const state = await pageEditorState(c.get("db"), c.get("website").id, c.req.valid("param").id);
    if (!state) throw notFound(CONSOLE_PAGE_MESSAGES.notFound);
    return c.json(state, 200);
  });

  app.openapi(
    draftRoute,
    async (c) => {
      const { id } = c.req.valid("param");
      const { blocks, base_revision } = c.req.valid("json");
      const saved = await saveDraft(c.get("db"), consoleActor(c), id, blocks, base_revision);
      if (!saved.ok) refuse(refusals, saved);
      const page = (await consolePageById(c.get("db"), c.get("website").id, id))!;
      return c.json({ revision: saved.revision, version: page.version, message: CONSOLE_PAGE_MESSAGES.draftSaved }, 200);
    },
    blockMessagesHook,
  );

  app.openapi(
    publishRoute,
    async (c) => {
      const { blocks, base_revision } = c.req.valid("json");
      const published = await publishPage(c.get("db"), consoleActor(c), c.req.valid("param").id, blocks, base_revision);
      if (!published.ok) refuse(refusals, published);
      return c.json({ revision: published.revision, version: published.version, message: CONSOLE_PAGE_MESSAGES.published }, 200);
    },
    blockMessagesHook,
  );

  app.openapi(previewRoute, async (c) => {
    const language = catalogueLanguage(c.get("website"), c.req.valid("query").lang);
    const page = await draftPageData(c.get("db"), c.get("website").id, c.req.valid("param").id, language);
    if (!page) throw notFound(CONSOLE_PAGE_MESSAGES.notFound);
    return c.json(page, 200);
  });

  app.openapi(versionsRoute, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await consolePageById(c.get("db"), c.get("website").id, id))) throw notFound(CONSOLE_PAGE_MESSAGES.notFound);
    return c.json(await listPageVersions(c.get("db"), id), 200);
  });

  app.openapi(restoreRoute, async (c) => {
    const { id, version } = c.req.valid("param");
    const restored = await restorePageVersion(c.get("db"), consoleActor(c), id, version);
    if (!restored.ok) refuse(refusals, restored);
    return c.json({ revision: restored.revision, version: restored.version, message: CONSOLE_PAGE_MESSAGES.restored }, 200);
  });
}
