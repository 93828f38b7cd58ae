import type { Insertable, Kysely } from "kysely";
import type { CouponsTable, Database } from "@/backend/db/schema";
import { daysAfterEpoch } from "./clock";
import type { CatalogueKind } from "./products";

type CouponDefinition = Omit<Insertable<CouponsTable>, "website_id">;

const LONG_AGO = daysAfterEpoch(-365);
const FAR_AHEAD = daysAfterEpoch(365 * 15);

export const COUPONS: Record<CatalogueKind, CouponDefinition[]> = {
  retail: [
    {
      code: "WELCOME10",
      description: "10% off orders above ₹500, up to ₹200",
      kind: "percent",
      value: 10,
      min_order: 50000,
      max_discount: 20000,
      valid_from: LONG_AGO,
      valid_to: FAR_AHEAD,
      total_limit: null,
      per_customer_limit: 1,
    },
    {
      code: "FLAT50",
      description: "₹50 off orders above ₹300",
      kind: "flat",
      value: 5000,
      min_order: 30000,
      max_discount: null,
      valid_from: LONG_AGO,
      valid_to: FAR_AHEAD,
      total_limit: 1000,
      per_customer_limit: 3,
    },
    {
      code: "DIWALI25",
      description: "Diwali special: 25% off orders above ₹1,000, up to ₹250 (expired)",
      kind: "percent",
      value: 25,
      min_order: 100000,
      max_discount: 25000,
      valid_from: "2024-10-20T00:00:00.000Z",
      valid_to: "2024-11-05T23:59:59.000Z",
      total_limit: 500,
      per_customer_limit: 1,
    },
  ],
  wholesale: [
    {
      code: "BULK5",
      description: "5% off trade orders above ₹5,000, up to ₹1,000",
      kind: "percent",
      value: 5,
      min_order: 500000,
      max_discount: 100000,
      valid_from: LONG_AGO,
      valid_to: FAR_AHEAD,
      total_limit: null,
      per_customer_limit: null,
    },
  ],
};

export async function insertCoupons(db: Kysely<Database>, websiteId: number, coupons: CouponDefinition[]) {
  await db
    .insertInto("coupons")
    .values(coupons.map((coupon) => ({ ...coupon, website_id: websiteId })))
    .execute();
}
