import "server-only";
import { headers } from "next/headers";
import { pageOrigin } from "@/lib/api/server-transport";

/** The origin the visitor used (scheme + host), for canonical URLs, sitemaps and JSON-LD. */
export async function requestOrigin(): Promise<string> {
  return pageOrigin(await headers());
}
