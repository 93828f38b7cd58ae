import { z } from "zod";
import { pagedListSchema } from "./paged-list";
import { couponCodePattern } from "@/lib/validation/patterns";
import { istDaySchema } from "./ist-day";
import { rupeesField } from "./rupees-field";

export const COUPON_KINDS = ["percent", "flat"] as const;
export const COUPON_KIND_LABELS: Record<(typeof COUPON_KINDS)[number], string> = { percent: "Percent off", flat: "Flat amount off" };
/** "code" A to Z, "-code" Z to A; "ends" by last day. */
const COUPON_SORTS = ["code", "-code", "ends", "-ends"] as const;
const COUPONS_PER_PAGE = 25;

export const CONSOLE_COUPON_MESSAGES = {
  created: "Coupon added",
  saved: "Coupon saved",
  notFound: "No coupon with this id on this website",
  codeTaken: "Another coupon of this website has this code",
} as const;

/** The coupons list's state, as the console keeps it in the page address. */
export const couponListQuerySchema = z.object({
  q: z.string().trim().max(20, "Search is too long").optional(),
  active: z.enum(["1", "0"]).optional(),
  sort: z.enum(COUPON_SORTS).default("code"),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(COUPONS_PER_PAGE),
});
export type CouponListQuery = z.output<typeof couponListQuerySchema>;

const limit = (label: string) => z.number({ message: `Enter ${label} as a whole number` }).int(`Enter ${label} as a whole number`).min(1, `${label} is at least 1; leave it empty for no limit`).nullable();

/**
 * A coupon as the console writes it. Amounts are rupees; `value` is a percent (1 to 100) for a percent
 * coupon and rupees for a flat one. Dates are Indian days, both included.
 */
export const couponBodySchema = z
  .object({
    code: z.string().trim().regex(couponCodePattern.regex, couponCodePattern.message),
    description: z.string().trim().max(200, "Keep the description under 200 characters").nullable(),
    kind: z.enum(COUPON_KINDS, { message: "Choose percent or flat" }),
    value: z.number({ message: "Enter how much the coupon takes off" }).positive("Enter how much the coupon takes off"),
    min_order: rupeesField("minimum order"),
    max_discount: rupeesField("largest discount").positive("The largest discount is above zero; leave it empty for no cap").nullable(),
    valid_from: istDaySchema,
    valid_to: istDaySchema,
    total_limit: limit("Total uses"),
    per_customer_limit: limit("Uses per customer"),
    private: z.boolean(),
    active: z.boolean(),
  })
  .superRefine((coupon, context) => {
    if (coupon.kind === "percent" && (!Number.isInteger(coupon.value) || coupon.value > 100)) {
      context.addIssue({ code: "custom", path: ["value"], message: "A percent off is a whole number from 1 to 100" });
    }
    if (coupon.kind === "flat" && Math.abs(coupon.value * 100 - Math.round(coupon.value * 100)) >= 1e-6) {
      context.addIssue({ code: "custom", path: ["value"], message: "At most two decimals (paise)" });
    }
    if (coupon.valid_to < coupon.valid_from) {
      context.addIssue({ code: "custom", path: ["valid_to"], message: "The last day cannot be before the first day" });
    }
  });
export type CouponBody = z.input<typeof couponBodySchema>;

export const consoleCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string().nullable(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  min_order: z.number(),
  max_discount: z.number().nullable(),
  valid_from: z.string(),
  valid_to: z.string(),
  total_limit: z.number().nullable(),
  per_customer_limit: z.number().nullable(),
  private: z.boolean(),
  active: z.boolean(),
  /** Orders that used it (a cancelled order gives its use back). */
  uses: z.number(),
});
export type ConsoleCoupon = z.infer<typeof consoleCouponSchema>;

export const consoleCouponListSchema = pagedListSchema(consoleCouponSchema);
export type ConsoleCouponList = z.infer<typeof consoleCouponListSchema>;

export const consoleCouponSavedSchema = z.object({ coupon: consoleCouponSchema, message: z.string() });
