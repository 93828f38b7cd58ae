import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { couponUsages, evaluateCoupon } from "./coupons";

export interface AvailableCoupon {
  code: string;
  description: string;
  /** Paise off this cart; 0 while the cart is below the minimum. */
  saving: number;
  /** Paise the cart still needs to reach the minimum order; 0 when the coupon applies now. */
  short: number;
  applied: boolean;
}

/**
 * The coupons of a website a shopper may be shown for a cart of `amount` paise: not private, and
 * accepted by evaluateCoupon now or once the cart reaches the minimum. Those that apply come first,
 * the largest saving first; then the nearest minimum first.
 */
export async function availableCoupons(
  db: Kysely<Database>,
  args: { websiteId: number; userId: number | null; amount: number; appliedCode: string | null; now: Date },
): Promise<AvailableCoupon[]> {
  if (args.amount <= 0) return [];
  const listed = await db
    .selectFrom("coupons")
    .selectAll()
    .where("website_id", "=", args.websiteId)
    .where("private", "=", 0)
    // Only narrows the rows read; evaluateCoupon below decides.
    .where("active", "=", 1)
    .where("valid_to", ">=", args.now.toISOString())
    .orderBy("code")
    .execute();
  const usages = await couponUsages(db, listed.map((coupon) => coupon.id), args.userId);
  const available: AvailableCoupon[] = [];
  for (const coupon of listed) {
    const verdict = evaluateCoupon(coupon, args.amount, usages.get(coupon.id)!, args.now);
    if (!verdict.ok && verdict.reason !== "belowMinimum") continue;
    available.push({
      code: coupon.code,
      description: coupon.description ?? "",
      saving: verdict.ok ? verdict.discount : 0,
      short: verdict.ok ? 0 : verdict.short,
      applied: coupon.code === args.appliedCode,
    });
  }
  return available.sort((a, b) => b.saving - a.saving || a.short - b.short);
}
