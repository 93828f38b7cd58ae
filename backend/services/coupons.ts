import type { Kysely, Selectable } from "kysely";
import type { CouponsTable, Database } from "@/backend/db/schema";
import { COUPON_MESSAGES } from "@/lib/api/schemas/shopper-sentences";

export { COUPON_MESSAGES };

export type Coupon = Selectable<CouponsTable>;

export interface CouponUsage {
  /** Redemptions by every customer. */
  total: number;
  /** Redemptions by the signed-in customer; null for a guest (checked again at checkout). */
  byCustomer: number | null;
}

/** Why a coupon cannot be used: a key of COUPON_MESSAGES. */
type CouponRefusal = keyof typeof COUPON_MESSAGES;

export type CouponVerdict =
  | { ok: true; discount: number }
  /** `short`: paise still needed to reach the minimum order (belowMinimum only, else 0). */
  | { ok: false; reason: CouponRefusal; message: string; short: number };

const refuse = (reason: Exclude<CouponRefusal, "belowMinimum">): CouponVerdict => ({ ok: false, reason, message: COUPON_MESSAGES[reason], short: 0 });

export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** Paise off `amount`: percent (floored, capped at max_discount) or flat, never more than the amount. */
export function couponDiscount(coupon: Pick<Coupon, "kind" | "value" | "max_discount">, amount: number): number {
  const raw = coupon.kind === "percent" ? Math.floor((amount * coupon.value) / 100) : coupon.value;
  const capped = coupon.max_discount !== null ? Math.min(raw, coupon.max_discount) : raw;
  return Math.max(0, Math.min(capped, amount));
}

/** Every rule, in the order a shopper can act on them; `amount` is the cart's goods total in paise. */
export function evaluateCoupon(coupon: Coupon | undefined, amount: number, usage: CouponUsage, now: Date): CouponVerdict {
  if (!coupon || coupon.active !== 1) return refuse("unknown");
  const instant = now.toISOString();
  if (instant > coupon.valid_to) return refuse("expired");
  if (instant < coupon.valid_from) return refuse("notStarted");
  if (coupon.total_limit !== null && usage.total >= coupon.total_limit) return refuse("totalLimit");
  if (coupon.per_customer_limit !== null && usage.byCustomer !== null && usage.byCustomer >= coupon.per_customer_limit) {
    return refuse("customerLimit");
  }
  if (amount <= 0) return refuse("emptyCart");
  if (amount < coupon.min_order) {
    const short = coupon.min_order - amount;
    return { ok: false, reason: "belowMinimum", message: COUPON_MESSAGES.belowMinimum(coupon.code, short), short };
  }
  return { ok: true, discount: couponDiscount(coupon, amount) };
}

export async function findCoupon(db: Kysely<Database>, websiteId: number, code: string): Promise<Coupon | undefined> {
  return db
    .selectFrom("coupons")
    .selectAll()
    .where("website_id", "=", websiteId)
    .where("code", "=", normaliseCode(code))
    .executeTakeFirst();
}

/**
 * Holds the coupon's row until the caller's transaction ends, so that its uses are counted and the
 * new one recorded by one transaction at a time: the total and per-customer limits hold under
 * concurrent placements.
 */
export async function lockCoupon(trx: Kysely<Database>, websiteId: number, code: string) {
  await trx
    .updateTable("coupons")
    .set((eb) => ({ code: eb.ref("code") }))
    .where("website_id", "=", websiteId)
    .where("code", "=", normaliseCode(code))
    .execute();
}

export async function couponUsage(db: Kysely<Database>, couponId: number, userId: number | null): Promise<CouponUsage> {
  return (await couponUsages(db, [couponId], userId)).get(couponId)!;
}

/**
 * The uses of each coupon, in one query: counted by the database (the coupon_id, user_id index), as a
 * popular coupon has many uses and the cart panel asks for every listed coupon on each cart change.
 */
export async function couponUsages(db: Kysely<Database>, couponIds: number[], userId: number | null): Promise<Map<number, CouponUsage>> {
  const usages = new Map<number, CouponUsage>(couponIds.map((id) => [id, { total: 0, byCustomer: userId === null ? null : 0 }]));
  if (couponIds.length === 0) return usages;
  const rows = await db
    .selectFrom("coupon_redemptions")
    .select((eb) => [
      "coupon_id",
      eb.fn.countAll<number | string>().as("total"),
      eb.fn.count<number | string>(eb.case().when("user_id", "=", userId ?? -1).then(1).end()).as("byCustomer"),
    ])
    .where("coupon_id", "in", couponIds)
    .groupBy("coupon_id")
    .execute();
  for (const { coupon_id, total, byCustomer } of rows) {
    usages.set(coupon_id, { total: Number(total), byCustomer: userId === null ? null : Number(byCustomer) });
  }
  return usages;
}

export type CheckCouponResult = { ok: true; coupon: Coupon; discount: number } | Extract<CouponVerdict, { ok: false }>;

/** Looks the coupon up and checks it against a cart amount; a refusal comes back with its reason and message. */
export async function checkCoupon(
  db: Kysely<Database>,
  args: { websiteId: number; userId: number | null; code: string; amount: number; now: Date },
): Promise<CheckCouponResult> {
  const coupon = await findCoupon(db, args.websiteId, args.code);
  const usage = coupon ? await couponUsage(db, coupon.id, args.userId) : { total: 0, byCustomer: null };
  const verdict = evaluateCoupon(coupon, args.amount, usage, args.now);
  if (!verdict.ok) return verdict;
  return { ok: true, coupon: coupon!, discount: verdict.discount };
}
