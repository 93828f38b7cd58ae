import type { Kysely } from "kysely";
import type { Database, WebsiteRow } from "@/backend/db/schema";
import { publicOrigin } from "@/lib/site/public-origin";

export interface WebsiteAddress {
  /** The origin every absolute URL of the website's pages is built from. */
  origin: string;
  /** The host the storefront names the website by (its first bound host); null for one with none. */
  host: string | null;
}

/**
 * Configured public_origin first; else the default website lives at PUBLIC_ORIGIN and any other at
 * its first host on PUBLIC_ORIGIN's scheme and port. Never the request's Host: a page built from it
 * is shared by every visitor.
 */
export async function websiteAddress(db: Kysely<Database>, website: WebsiteRow): Promise<WebsiteAddress> {
  const first = await db
    .selectFrom("website_hosts")
    .select("host")
    .where("website_id", "=", website.id)
    .orderBy("id")
    .executeTakeFirst();
  const host = first?.host ?? null;
  return { origin: originFor(website, host), host };
}

function originFor(website: WebsiteRow, host: string | null): string {
  if (website.public_origin) {
    try {
      return new URL(website.public_origin).origin;
    } catch {
      console.error(`Website ${website.id} has an invalid public_origin: ${website.public_origin}`);
    }
  }
  const base = publicOrigin();
  if (website.is_default === 1 || !host) return base.origin;
  const url = new URL(base.origin);
  url.hostname = host;
  return url.origin;
}
