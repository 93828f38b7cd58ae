import type { Kysely } from "kysely";
import type { Database, WebsiteRow } from "@/backend/db/schema";

/** Host name without port from an origin or host header value; null when it cannot be read. */
export function hostOf(value: string | undefined | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    return new URL(text.includes("://") ? text : `http://${text}`).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The website bound to the host, else the default one (else the oldest, so a store always answers). */
export async function resolveWebsite(db: Kysely<Database>, host: string | null): Promise<WebsiteRow> {
  if (host) {
    const bound = await db
      .selectFrom("websites")
      .innerJoin("website_hosts", "website_hosts.website_id", "websites.id")
      .selectAll("websites")
      .where("website_hosts.host", "=", host)
      .executeTakeFirst();
    if (bound) return bound;
  }
  const fallback = await db
    .selectFrom("websites")
    .selectAll()
    .orderBy("is_default", "desc")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (!fallback) throw new Error("No website is configured");
  return fallback;
}
