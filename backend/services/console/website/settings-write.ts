import type { Kysely } from "kysely";
import { invalidate } from "@/backend/cache/invalidation";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database } from "@/backend/db/schema";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import { publicPageTags } from "@/lib/cache/tags";

/** The audit entry of a website settings write: on the website itself, the part changed before and after. */
export type WebsiteSettingsChange = { action: string; summary: string; before: unknown; after: unknown };

/** "Changed the website's look: brand_color, header_template", naming each setting whose value changed. */
export function changeSummary<Settings extends object>(what: string, before: Settings, after: Settings): string {
  const changed = (Object.keys(after) as (keyof Settings)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return changed.length ? `Changed ${what}: ${changed.join(", ")}` : `Saved ${what} unchanged`;
}

/**
 * Runs one website settings write in a transaction with its audit entry, then makes every public page
 * of that website (and no other) stale: the header, navigation, footer and popup are part of the site
 * data every page is built with, so the change shows on the next request.
 */
export async function websiteSettingsWrite(
  db: Kysely<Database>,
  actor: AuditActor,
  work: (trx: Kysely<Database>) => Promise<WebsiteSettingsChange>,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const change = await work(trx);
    await recordAudit(trx, {
      websiteId: actor.websiteId,
      actorUserId: actor.userId,
      action: change.action,
      entity: "website",
      entityId: actor.websiteId,
      summary: change.summary,
      before: change.before,
      after: change.after,
    });
  });
  await invalidate(publicPageTags(actor.websiteId));
}
