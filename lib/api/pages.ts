import { ApiRequestError, queryString, requestJson, type ApiFetch } from "./client";
import type { PageData } from "./schemas";

function pageDataPath(path: string, language: string | undefined): string {
  const normalised = `/${path.replace(/^\/+/, "")}`;
  return `/api/page/data${normalised.split("/").map(encodeURIComponent).join("/")}${queryString({ lang: language })}`;
}

/** The server page data for a path; null when there is no such page. */
export async function fetchPageData(api: ApiFetch, path: string, language?: string): Promise<PageData | null> {
  try {
    return await requestJson(api, pageDataPath(path, language), "pageData");
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
