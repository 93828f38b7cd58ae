import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "@/backend/db/schema";
import type { AuditActor } from "@/backend/services/audit/record-audit";
import { returnPolicyOf } from "@/backend/services/return-policy";
import type { WebsitePolicies, websitePoliciesBodySchema } from "@/lib/api/schemas/console/website-policies";
import { changeSummary, websiteSettingsWrite } from "./settings-write";

/** The website's return policy, legal name, GSTIN and registered address. */
export async function websitePolicies(db: Kysely<Database>, websiteId: number): Promise<WebsitePolicies> {
  const [website, address] = await Promise.all([
    db.selectFrom("websites").select(["return_days", "return_method", "return_fees", "legal_name", "gstin"]).where("id", "=", websiteId).executeTakeFirstOrThrow(),
    db.selectFrom("web_addresses").select(["address", "city", "state", "pincode"]).where("website_id", "=", websiteId).executeTakeFirst(),
  ]);
  return {
    return_policy: returnPolicyOf(website),
    legal_name: website.legal_name ?? "",
    gstin: website.gstin ?? "",
    address: address?.address ?? "",
    city: address?.city ?? "",
    state: address?.state ?? "",
    pincode: address?.pincode ?? "",
  };
}

/** Rewrites them with their audit entry; the website's pages (footer, policy page, product pages) show them on the next request. */
export async function saveWebsitePolicies(db: Kysely<Database>, actor: AuditActor, body: z.output<typeof websitePoliciesBodySchema>): Promise<WebsitePolicies> {
  const { return_policy: policy, legal_name, gstin, ...address } = body;
  await websiteSettingsWrite(db, actor, async (trx) => {
    const before = await websitePolicies(trx, actor.websiteId);
    await trx
      .updateTable("websites")
      .set({ return_days: policy?.days ?? null, return_method: policy?.method ?? null, return_fees: policy?.fees ?? null, legal_name: legal_name || null, gstin: gstin || null })
      .where("id", "=", actor.websiteId)
      .execute();
    const updated = await trx.updateTable("web_addresses").set(address).where("website_id", "=", actor.websiteId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await trx.insertInto("web_addresses").values({ website_id: actor.websiteId, ...address, phone: null, email: null, whatsapp: null }).execute();
    const after = await websitePolicies(trx, actor.websiteId);
    return { action: "update-policies", summary: changeSummary("the policies and legal details", before, after), before, after };
  });
  return websitePolicies(db, actor.websiteId);
}
