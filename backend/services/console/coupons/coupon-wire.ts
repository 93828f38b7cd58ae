import { istDateOf, istDayStartsAt } from "@/backend/services/agent/period";
import type { Coupon } from "@/backend/services/coupons";
import { normaliseCode } from "@/backend/services/coupons";
import { paise, rupees } from "@/backend/services/money";
import type { ConsoleCoupon, CouponBody } from "@/lib/api/schemas/console/coupons";

const DAY_MS = 86_400_000;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** A stored coupon as the console shows it: rupees, and its first and last Indian days. */
export function consoleCoupon(coupon: Coupon, uses: number): ConsoleCoupon {
  return {
    id: coupon.id,
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.kind === "percent" ? coupon.value : rupees(coupon.value),
    min_order: rupees(coupon.min_order),
    max_discount: coupon.max_discount === null ? null : rupees(coupon.max_discount),
    valid_from: istDateOf(coupon.valid_from),
    valid_to: istDateOf(coupon.valid_to),
    total_limit: coupon.total_limit,
    per_customer_limit: coupon.per_customer_limit,
    private: coupon.private === 1,
    active: coupon.active === 1,
    uses,
  };
}

/**
 * The row the console's form stands for. The code is kept as the cart looks it up; the last day runs
 * to its last millisecond in India, as the checkout compares instants.
 */
export function storedCoupon(body: CouponBody) {
  return {
    code: normaliseCode(body.code),
    description: body.description || null,
    kind: body.kind,
    value: body.kind === "percent" ? body.value : paise(body.value),
    min_order: paise(body.min_order),
    max_discount: body.max_discount === null ? null : paise(body.max_discount),
    valid_from: istDayStartsAt(body.valid_from),
    valid_to: new Date(Date.parse(istDayStartsAt(dayAfter(body.valid_to))) - 1).toISOString(),
    total_limit: body.total_limit,
    per_customer_limit: body.per_customer_limit,
    private: body.private ? 1 : 0,
    active: body.active ? 1 : 0,
  } as const;
}
