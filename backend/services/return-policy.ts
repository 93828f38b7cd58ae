import type { Kysely } from "kysely";
import { invalidate } from "@/backend/cache/invalidation";
import type { Database, WebsiteRow } from "@/backend/db/schema";
import { notFound } from "@/backend/http/errors";
import type { ReturnPolicy } from "@/lib/api/schemas/return-policy";
import { cacheTags } from "@/lib/cache/tags";
import { WEBSITE_MESSAGES } from "./website-admin";

type PolicyColumns = Pick<WebsiteRow, "return_days" | "return_method" | "return_fees">;

/** The website's return policy as published; null until the operator sets one (days, method and fees). */
export function returnPolicyOf(website: PolicyColumns): ReturnPolicy | null {
  const { return_days: days, return_method: method, return_fees: fees } = website;
  if (days === null || method === null || fees === null) return null;
  return { days, method, fees };
}

/** Sets (or with null, removes) the website's return policy; its pages show the change on their next render. */
export async function saveReturnPolicy(db: Kysely<Database>, websiteId: number, policy: ReturnPolicy | null): Promise<ReturnPolicy | null> {
  const row = await db
    .updateTable("websites")
    .set({ return_days: policy?.days ?? null, return_method: policy?.method ?? null, return_fees: policy?.fees ?? null })
    .where("id", "=", websiteId)
    .returning(["return_days", "return_method", "return_fees"])
    .executeTakeFirst();
  if (!row) throw notFound(WEBSITE_MESSAGES.notFound);
  await invalidate([cacheTags.website(websiteId)]);
  return returnPolicyOf(row);
}
