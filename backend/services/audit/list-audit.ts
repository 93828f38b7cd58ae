import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { AuditList } from "@/lib/api/schemas/console/audit";

export interface AuditFilters {
  actor?: number;
  entity?: string;
  action?: string;
  /** IST days, both included. */
  from?: string;
  to?: string;
  page: number;
  perPage: number;
}

const IST_OFFSET = "+05:30";
const DAY_MS = 86_400_000;
const istDayStart = (date: string) => new Date(`${date}T00:00:00${IST_OFFSET}`).toISOString();
const istDayEnd = (date: string) => new Date(Date.parse(`${date}T00:00:00${IST_OFFSET}`) + DAY_MS).toISOString();

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** A page of one website's audit log, newest first, with the filters applied on the database. */
export async function listAudit(db: Kysely<Database>, websiteId: number, filters: AuditFilters): Promise<AuditList> {
  let query = db.selectFrom("audit_log").where("audit_log.website_id", "=", websiteId);
  if (filters.actor) query = query.where("audit_log.actor_user_id", "=", filters.actor);
  if (filters.entity) query = query.where("audit_log.entity", "=", filters.entity);
  if (filters.action) query = query.where("audit_log.action", "=", filters.action);
  if (filters.from) query = query.where("audit_log.created_at", ">=", istDayStart(filters.from));
  if (filters.to) query = query.where("audit_log.created_at", "<", istDayEnd(filters.to));

  const [{ total }, rows, actors] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
    query
      .leftJoin("users", "users.id", "audit_log.actor_user_id")
      .select([
        "audit_log.id",
        "audit_log.actor_user_id",
        "audit_log.by_operator_token",
        "users.name as actor_name",
        "users.phone as actor_phone",
        "audit_log.action",
        "audit_log.entity",
        "audit_log.entity_id",
        "audit_log.summary",
        "audit_log.before_json",
        "audit_log.after_json",
        "audit_log.created_at",
      ])
      .orderBy("audit_log.created_at", "desc")
      .orderBy("audit_log.id", "desc")
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage)
      .execute(),
    db
      .selectFrom("users")
      .select(["users.id", "users.name", "users.phone"])
      .where("users.id", "in", (eb) =>
        eb.selectFrom("audit_log").select("audit_log.actor_user_id").where("audit_log.website_id", "=", websiteId).where("audit_log.actor_user_id", "is not", null).$narrowType<{ actor_user_id: number }>(),
      )
      .orderBy("users.name")
      .execute(),
  ]);

  return {
    data: rows.map((row) => ({
      id: row.id,
      actor: row.actor_user_id !== null && row.actor_phone !== null ? { id: row.actor_user_id, name: row.actor_name, phone: row.actor_phone } : null,
      by_operator_token: row.by_operator_token === 1,
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      summary: row.summary,
      before: parseJson(row.before_json),
      after: parseJson(row.after_json),
      created_at: row.created_at,
    })),
    meta: { total: Number(total), page: filters.page, perPage: filters.perPage },
    actors,
  };
}
