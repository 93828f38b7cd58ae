import type { Kysely } from "kysely";
import { invalidate } from "@/backend/cache/invalidation";
import type { Database, WebsiteRow } from "@/backend/db/schema";
import type { ReturnPolicy } from "@/lib/api/schemas/return-policy";
import { cacheTags } from "@/lib/cache/tags";
import type { Result } from "./result";

type PolicyColumns = Pick<WebsiteRow, "return_days" | "return_method" | "return_fees">;

/** The website's return policy as published; null until the operator sets one (days, method and fees). */
export function returnPolicyOf(website: PolicyColumns): ReturnPolicy | null {
  const { return_days: days, return_method: method, return_fees: fees } = website;
  if (days === null || method === null || fees === null) return null;
  return { days, method, fees };
}

export type SaveReturnPolicyResult = Result<{ policy: ReturnPolicy | null }, "websiteNotFound">;

/** Sets (or with null, removes) the website's return policy; its pages show the change on their next render. */
export async function saveReturnPolicy(db: Kysely<Database>, websiteId: number, policy: ReturnPolicy | null): Promise<SaveReturnPolicyResult> {
  const row = await db
    .updateTable("websites")
    .set({ return_days: policy?.days ?? null, return_method: policy?.method ?? null, return_fees: policy?.fees ?? null })
    .where("id", "=", websiteId)
    .returning(["return_days", "return_method", "return_fees"])
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "websiteNotFound" };
  await invalidate([cacheTags.website(websiteId)]);
  return { ok: true, policy: returnPolicyOf(row) };
}
