import { ApiRequestError, queryString, requestJson, type ApiFetch } from "./client";
import type { PageData } from "./schemas";

function pageApiPath(prefix: string, path: string): string {
  const normalised = `/${path.replace(/^\/+/, "")}`;
  return `${prefix}${normalised.split("/").map(encodeURIComponent).join("/")}`;
}

/** The answer, or null where the API says there is no such page (404). */
async function unlessMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** The server page data for a path, in the page's language; null when there is no such page. */
export function fetchPageData(api: ApiFetch, path: string, language?: string): Promise<PageData | null> {
  return unlessMissing(requestJson(api, `${pageApiPath("/api/page/data", path)}${queryString({ lang: language })}`, "pageData"));
}

/** The current address of a page that was renamed away from this path; null when none was. */
export async function fetchMovedPage(api: ApiFetch, path: string): Promise<string | null> {
  return (await unlessMissing(requestJson(api, pageApiPath("/api/page/moved", path), "pageMoved")))?.url ?? null;
}
