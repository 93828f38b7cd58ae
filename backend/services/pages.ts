import type { Kysely, Selectable } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { Result } from "@/backend/services/result";
import type { PageDataWire } from "@/backend/schemas/page";
import { componentResponse } from "./page-components";
import type { CatalogueLanguage } from "./translations/catalogue-language";
import { blockInLanguage } from "./translations/page-block-texts";

export const PAGE_MESSAGES = {
  invalidPath: "Invalid page path",
  unknownPage: "Page not found",
} as const;

/** `invalidPath`: a segment that does not decode (a stray %). */
export type PagePathResult = Result<{ path: string }, "invalidPath">;
/** `unknownPage`: no active page of this website at that path. */
export type PageDataResult = Result<{ page: PageDataWire }, "unknownPage">;

/** "", "/", "about-us/", "/About%20Us" → "/", "/", "/about-us", "/About Us" */
export function normalisePagePath(raw: string): PagePathResult {
  try {
    const segments = raw.split("/").filter(Boolean).map(decodeURIComponent);
    return { ok: true, path: `/${segments.join("/")}` };
  } catch {
    return { ok: false, reason: "invalidPath" };
  }
}

/** Stored JSON that no longer parses is shown as null rather than failing the page. */
function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const flag = (value: number) => value === 1;

export type StoredComponent = Pick<Selectable<Database["page_components"]>, "name" | "type" | "data" | "logicdata" | "position" | "settings" | "translations">;

/**
 * Stored components as the page data carries them, data-driven ones with their content in `response`,
 * their texts in `language` where they have them; no answer carries a block's other languages.
 */
function componentsWire(db: Kysely<Database>, websiteId: number, components: StoredComponent[], language: CatalogueLanguage) {
  return Promise.all(
    components.map(async (component) => {
      const logicdata = parseJson(component.logicdata);
      const texts = blockInLanguage({ name: component.name, data: parseJson(component.data) }, parseJson(component.translations), language?.language);
      return {
        name: texts.name,
        type: component.type,
        data: texts.data,
        logicdata,
        response: await componentResponse(db, websiteId, component.type, logicdata, language),
        order: component.position,
        settings: component.settings,
      };
    }),
  );
}

/** A page and its components as the page data carries them. */
export async function pageDataWire(
  db: Kysely<Database>,
  websiteId: number,
  page: Selectable<Database["web_pages"]>,
  components: StoredComponent[],
  language: CatalogueLanguage = null,
): Promise<PageDataWire> {
  return {
    url: page.url,
    css: page.css,
    data: await componentsWire(db, websiteId, components, language),
    show_footer: flag(page.show_footer),
    show_sub_navbar: flag(page.show_sub_navbar),
    show_navbar: flag(page.show_navbar),
    seo_title: page.seo_title,
    seo_description: page.seo_description,
    seo_keyword: page.seo_keyword,
    schema_script: page.schema_script,
  };
}

export async function getPageData(db: Kysely<Database>, websiteId: number, url: string, language: CatalogueLanguage = null): Promise<PageDataResult> {
  const page = await db
    .selectFrom("web_pages")
    .selectAll()
    .where("website_id", "=", websiteId)
    .where("url", "=", url)
    .where("active", "=", 1)
    .executeTakeFirst();
  if (!page) return { ok: false, reason: "unknownPage" };
  const components = await db
    .selectFrom("page_components")
    .selectAll()
    .where("page_id", "=", page.id)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return { ok: true, page: await pageDataWire(db, websiteId, page, components, language) };
}

/** The current address of the published page that was at `url` before it was renamed, or null. */
export async function movedPageUrl(db: Kysely<Database>, websiteId: number, url: string): Promise<string | null> {
  const moved = await db
    .selectFrom("page_redirects")
    .innerJoin("web_pages", "web_pages.id", "page_redirects.page_id")
    .select("web_pages.url")
    .where("page_redirects.website_id", "=", websiteId)
    .where("page_redirects.from_url", "=", url)
    .where("web_pages.active", "=", 1)
    .executeTakeFirst();
  return moved?.url ?? null;
}
