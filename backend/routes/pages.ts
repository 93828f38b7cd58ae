import { z } from "@hono/zod-openapi";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { Context } from "hono";
import { publicRead } from "@/backend/cache/public-reads";
import type { AppEnv } from "@/backend/http/env";
import type { StoreApp } from "@/backend/http/router";
import { errorResponses, jsonResponse, notFoundResponse } from "@/backend/schemas/common";
import { pageDataWireSchema, pageMovedWireSchema } from "@/backend/schemas/page";
import { getPageData, movedPageUrl, normalisePagePath, PAGE_MESSAGES, type PageDataResult, type PagePathResult } from "@/backend/services/pages";
import { contentPageTags, publicPageTags } from "@/lib/cache/tags";
import { badRequest } from "@/backend/http/errors";
import { LANGUAGE_QUERY_MESSAGE, languageQueryWireSchema } from "@/backend/schemas/language";
import { catalogueLanguage } from "@/backend/services/translations/catalogue-language";

const PREFIX = "/api/page/data";
const MOVED_PREFIX = "/api/page/moved";

const refusals = {
  invalidPath: { status: 400, message: PAGE_MESSAGES.invalidPath },
  unknownPage: { status: 404, message: PAGE_MESSAGES.unknownPage },
} as const satisfies RefusalTable<RefusalOf<PagePathResult | PageDataResult>>;

function requestedPath(c: Context<AppEnv>, prefix: string) {
  const normalised = normalisePagePath(new URL(c.req.url).pathname.slice(prefix.length));
  if (!normalised.ok) refuse(refusals, normalised);
  return normalised;
}

async function pageData(c: Context<AppEnv>) {
  const normalised = requestedPath(c, PREFIX);
  const query = languageQueryWireSchema.safeParse({ lang: c.req.query("lang") });
  if (!query.success) throw badRequest(LANGUAGE_QUERY_MESSAGE);
  const found = await getPageData(c.get("db"), c.get("website").id, normalised.path, catalogueLanguage(c.get("website"), query.data.lang));
  if (!found.ok) refuse(refusals, found);
  return c.json(found.page, 200);
}

async function pageMoved(c: Context<AppEnv>) {
  const url = await movedPageUrl(c.get("db"), c.get("website").id, requestedPath(c, MOVED_PREFIX).path);
  if (url === null) refuse(refusals, { ok: false, reason: "unknownPage" });
  return c.json({ url }, 200);
}

/** A catch-all path (it may hold slashes), so it is routed by hand and documented separately. */
export function registerPageRoutes(app: StoreApp) {
  // A page's blocks carry products (carousels), so the catalogue tag covers it as well as the website's and its own.
  const cached = publicRead((websiteId, page) => contentPageTags(websiteId, (page as { url: string }).url));
  app.use(PREFIX, cached);
  app.use(`${PREFIX}/*`, cached);
  app.get(PREFIX, pageData);
  app.get(`${PREFIX}/*`, pageData);
  // Renaming a page expires the website's tags, which is when a redirect appears or changes.
  const cachedMove = publicRead((websiteId) => publicPageTags(websiteId));
  app.use(`${MOVED_PREFIX}/*`, cachedMove);
  app.get(`${MOVED_PREFIX}/*`, pageMoved);
  app.openAPIRegistry.registerPath({
    method: "get",
    path: `${MOVED_PREFIX}/{path}`,
    tags: ["Content"],
    summary: "Where a renamed page went",
    description: "path is an address a published page had before it was renamed (without its leading slash); the answer is the page's current address, which the storefront redirects to permanently (308).",
    request: { params: z.object({ path: z.string().openapi({ example: "diwali-offers" }) }) },
    responses: { 200: jsonResponse(pageMovedWireSchema, "The page's current address"), ...notFoundResponse("No page was ever at this address, or it is not published"), ...errorResponses },
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: `${PREFIX}/{path}`,
    tags: ["Content"],
    summary: "A custom page and its components",
    description:
      "path is the page path without its leading slash and may contain slashes; empty (or /api/page/data alone) is the home page. Product carousels, category grids, supplier cards and brand lists arrive with their content in `response`.",
    request: { params: z.object({ path: z.string().openapi({ example: "about-us" }) }), query: languageQueryWireSchema },
    responses: { 200: jsonResponse(pageDataWireSchema, "The page"), ...notFoundResponse("No such page"), ...errorResponses },
  });
}
