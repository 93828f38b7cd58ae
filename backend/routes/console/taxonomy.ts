import { createRoute } from "@hono/zod-openapi";
import { consoleActor } from "./console-actor";
import type { Context } from "hono";
import { mediaDirectory } from "@/backend/config";
import type { AppEnv } from "@/backend/http/env";
import { notFound } from "@/backend/http/errors";
import { refuse, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { formMessagesHook } from "@/backend/http/validation";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import { photoRefusals, photoUploadBody, photoUploadResponses } from "@/backend/schemas/console/photo-upload";
import { taxonomyQueryWireSchema, taxonomyWireSchemas } from "@/backend/schemas/console/taxonomy";
import { listTaxonomyRecords, taxonomyRecordById } from "@/backend/services/console/taxonomy/read";
import { saveTaxonomyRecord, type SaveTaxonomyRefusal } from "@/backend/services/console/taxonomy/save";
import { setTaxonomyPicture } from "@/backend/services/console/taxonomy/set-picture";
import { CATEGORY_PARENT_MESSAGES, TAXONOMY_KINDS, TAXONOMY_NOUNS, taxonomyMessages, type TaxonomyBodies, type TaxonomyKind } from "@/lib/api/schemas/console/taxonomy";

function saveRefusals(kind: TaxonomyKind): RefusalTable<{ ok: false; reason: SaveTaxonomyRefusal }> {
  const messages = taxonomyMessages(kind);
  return {
    notFound: { status: 404, message: messages.notFound },
    slugTaken: { status: 409, message: messages.slugTaken },
    emptySlug: { status: 400, message: messages.emptySlug },
    unknownParent: { status: 422, message: CATEGORY_PARENT_MESSAGES.unknownParent },
    ownAncestor: { status: 422, message: CATEGORY_PARENT_MESSAGES.ownAncestor },
  };
}

/** The console's calls for one kind: list, read, add, rewrite, and upload its picture. */
function registerKind(app: StoreApp, kind: TaxonomyKind) {
  const { one, picture } = TAXONOMY_NOUNS[kind];
  const wire = taxonomyWireSchemas[kind];
  const messages = taxonomyMessages(kind);
  const missing = errorResponse(`No such ${one} on this website`);
  const writeAnswers = {
    ...errorResponses,
    ...consoleRoleResponses,
    409: errorResponse(`Another ${one} of this website has the slug`),
    ...(kind === "categories" ? { 422: errorResponse("The parent is not one of this website's categories, or is the category itself or one of its sub-categories") } : {}),
  };
  const savedReply = jsonResponse(wire.saved, `The ${one} as saved, with a message to show`);
  const refusals = saveRefusals(kind);

  const routes = {
    list: createRoute({
      method: "get",
      path: `/api/console/${kind}`,
      ...consoleAccess,
      summary: `The website's ${kind} by name, searched on the name and paged`,
      request: { query: taxonomyQueryWireSchema },
      responses: { 200: jsonResponse(wire.list, `A page of ${kind}`), ...errorResponses, ...consoleRoleResponses },
    }),
    detail: createRoute({
      method: "get",
      path: `/api/console/${kind}/{id}`,
      ...consoleAccess,
      summary: `One ${one}, as its form edits it`,
      request: { params: idParamSchema },
      responses: { 200: jsonResponse(wire.record, `The ${one}`), ...errorResponses, ...consoleRoleResponses, 404: missing },
    }),
    create: createRoute({
      method: "post",
      path: `/api/console/${kind}`,
      ...consoleAccess,
      summary: `Add a ${one}`,
      description: "An empty slug is made from the name. The storefront shows it on its next request.",
      request: { ...jsonBody(wire.body) },
      responses: { 200: savedReply, ...writeAnswers },
    }),
    update: createRoute({
      method: "put",
      path: `/api/console/${kind}/{id}`,
      ...consoleAccess,
      summary: `Rewrite a ${one}`,
      request: { params: idParamSchema, ...jsonBody(wire.body) },
      responses: { 200: savedReply, ...writeAnswers, 404: missing },
    }),
    picture: createRoute({
      method: "post",
      path: `/api/console/${kind}/{id}/photo`,
      ...consoleAccess,
      summary: `Replace a ${one}'s ${picture.toLowerCase()}`,
      description: "Checked and stored as a product's photos are; the storefront shows it on its next request.",
      request: { params: idParamSchema, ...photoUploadBody },
      responses: photoUploadResponses(savedReply, `No such ${one} on this website`),
    }),
  };

  app.openapi(routes.list, async (c) => c.json(await listTaxonomyRecords(c.get("db"), kind, c.get("website").id, c.req.valid("query")), 200));

  app.openapi(routes.detail, async (c) => {
    const record = await taxonomyRecordById(c.get("db"), kind, c.get("website").id, c.req.valid("param").id);
    if (!record) throw notFound(messages.notFound);
    return c.json(record, 200);
  });

  const save = async (c: Context<AppEnv>, id: number | null, body: TaxonomyBodies[TaxonomyKind]) => {
    const saved = await saveTaxonomyRecord(c.get("db"), consoleActor(c), kind, id, body);
    if (!saved.ok) refuse(refusals, saved);
    return { record: saved.record, message: id === null ? messages.created : messages.saved };
  };
  app.openapi(routes.create, async (c) => c.json(await save(c, null, c.req.valid("json")), 200), formMessagesHook);
  app.openapi(routes.update, async (c) => c.json(await save(c, c.req.valid("param").id, c.req.valid("json")), 200), formMessagesHook);

  app.openapi(
    routes.picture,
    async (c) => {
      const upload = new Uint8Array(await c.req.valid("form").photo.arrayBuffer());
      const saved = await setTaxonomyPicture(c.get("db"), mediaDirectory(), consoleActor(c), kind, c.req.valid("param").id, upload);
      if (!saved.ok) refuse({ ...photoRefusals, notFound: { status: 404, message: messages.notFound } }, saved);
      return c.json({ record: saved.record, message: messages.pictureSaved }, 200);
    },
    formMessagesHook,
  );
}

/** Categories (with their sub-categories), brands and suppliers: the records that sort a website's products. */
export function registerConsoleTaxonomyRoutes(app: StoreApp) {
  for (const kind of TAXONOMY_KINDS) registerKind(app, kind);
}
