import type { Kysely } from "kysely";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database } from "@/backend/db/schema";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import type { Result } from "@/backend/services/result";
import type { ConsoleCoupon, CouponBody } from "@/lib/api/schemas/console/coupons";
import { consoleCouponById } from "./list";
import { storedCoupon } from "./coupon-wire";

export type SaveCouponResult = Result<{ coupon: ConsoleCoupon }, "unknownCoupon" | "codeTaken">;

const codeTakenBy = (trx: Kysely<Database>, websiteId: number, code: string, couponId: number | null) =>
  trx
    .selectFrom("coupons")
    .select("id")
    .where("website_id", "=", websiteId)
    .where("code", "=", code)
    .$if(couponId !== null, (query) => query.where("id", "!=", couponId!))
    .executeTakeFirst();

/** What the seller set: the log compares these, not the uses that change with each order. */
const settingsOf = (coupon: ConsoleCoupon): Omit<ConsoleCoupon, "uses"> => {
  const settings: Partial<ConsoleCoupon> = { ...coupon };
  delete settings.uses;
  return settings as Omit<ConsoleCoupon, "uses">;
};

/**
 * Adds a coupon (couponId null) or rewrites one of the actor's website, with its audit entry in the same
 * transaction. The checkout applies it under its own rules (evaluateCoupon) from the next cart on; the
 * shoppers' coupon lists are never kept by a shared cache, so there is nothing to make stale.
 */
export async function saveCoupon(db: Kysely<Database>, actor: AuditActor, couponId: number | null, body: CouponBody): Promise<SaveCouponResult> {
  const row = storedCoupon(body);
  const outcome = await inTransaction(db, async (trx): Promise<{ ok: true; id: number } | { ok: false; reason: "unknownCoupon" | "codeTaken" }> => {
    const before = couponId === null ? undefined : await consoleCouponById(trx, actor.websiteId, couponId);
    if (couponId !== null && !before) return { ok: false, reason: "unknownCoupon" };
    if (await codeTakenBy(trx, actor.websiteId, row.code, couponId)) return { ok: false, reason: "codeTaken" };
    let id = couponId;
    if (id === null) id = (await trx.insertInto("coupons").values({ ...row, website_id: actor.websiteId }).returning("id").executeTakeFirstOrThrow()).id;
    else await trx.updateTable("coupons").set(row).where("id", "=", id).where("website_id", "=", actor.websiteId).execute();
    const after = await consoleCouponById(trx, actor.websiteId, id);
    await recordAudit(trx, {
      websiteId: actor.websiteId,
      actorUserId: actor.userId,
      action: before ? "update" : "create",
      entity: "coupon",
      entityId: id,
      summary: before ? `Changed coupon ${row.code}` : `Added coupon ${row.code}`,
      before: before && settingsOf(before),
      after: after && settingsOf(after),
    });
    return { ok: true, id };
  });
  if (!outcome.ok) return outcome;
  return { ok: true, coupon: (await consoleCouponById(db, actor.websiteId, outcome.id))! };
}
