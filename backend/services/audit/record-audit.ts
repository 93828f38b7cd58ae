import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";

export interface AuditEntryInput {
  websiteId: number;
  /** Null: the operator token made the change. */
  actorUserId: number | null;
  /** A verb such as "create", "update", "deactivate", "set-stock". */
  action: string;
  /** The kind of record: "product", "pack", "order" … */
  entity: string;
  entityId: string | number | null;
  /** One line a person reads in the log, e.g. "Price of Basmati 1 kg: ₹120 → ₹110". */
  summary: string;
  before?: unknown;
  after?: unknown;
}

const jsonOrNull = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Appends one entry. Call it with the transaction of the write it records, so the entry and the write
 * are kept or undone together. There is deliberately no way to change or remove an entry.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntryInput, now = new Date()) {
  await db
    .insertInto("audit_log")
    .values({
      website_id: entry.websiteId,
      actor_user_id: entry.actorUserId,
      by_operator_token: entry.actorUserId === null ? 1 : 0,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      summary: entry.summary,
      before_json: jsonOrNull(entry.before),
      after_json: jsonOrNull(entry.after),
      created_at: now.toISOString(),
    })
    .execute();
}

/** Who makes a console write, on which website: the scope a write is checked against and recorded under. */
export interface AuditActor {
  websiteId: number;
  /** The signed-in administrator; null for a script holding the operator token (the log says so). */
  userId: number | null;
}
