import type { Kysely } from "kysely";
import { invalidate } from "@/backend/cache/invalidation";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database } from "@/backend/db/schema";
import { recordAudit, type AuditActor, type AuditEntryInput } from "@/backend/services/audit/record-audit";
import { publicPageTags } from "@/lib/cache/tags";
import type { WarehouseDetail } from "@/lib/api/schemas/console/delivery";
import { consoleWarehouseById } from "./warehouse-view";

type Refusal = { ok: false; reason: string };
type DeliveryWriteResult<R extends Refusal, Extra extends object> = ({ ok: true; warehouse: WarehouseDetail } & Extra) | R;

/**
 * Runs one console delivery write in a transaction (the write does its own audit entry there), then
 * makes every public page of the website stale: the site data carries the delivery summary, and which
 * warehouses deliver decides what a product page offers. The pincode check and the cart read the
 * tables on each request, so they follow at once.
 */
export async function deliveryWrite<R extends Refusal, Extra extends object = object>(
  db: Kysely<Database>,
  actor: AuditActor,
  work: (trx: Kysely<Database>) => Promise<({ ok: true; warehouseId: number } & Extra) | R>,
): Promise<DeliveryWriteResult<R, Extra>> {
  const outcome = await inTransaction(db, work);
  if (!outcome.ok) return outcome;
  await invalidate(publicPageTags(actor.websiteId));
  const { warehouseId, ...extra } = outcome as { ok: true; warehouseId: number } & Extra;
  return { ...(extra as Extra), ok: true, warehouse: (await consoleWarehouseById(db, actor.websiteId, warehouseId))! };
}

/** The audit entry of a delivery write, by the actor, in the write's transaction. */
export const recordDeliveryAudit = (trx: Kysely<Database>, actor: AuditActor, entry: Omit<AuditEntryInput, "websiteId" | "actorUserId">) =>
  recordAudit(trx, { websiteId: actor.websiteId, actorUserId: actor.userId, ...entry });
