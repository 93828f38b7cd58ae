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
    {
      code: "STAFF20",
      description: "Staff: 20% off, up to ₹300 (private: applies when typed, never listed)",
      kind: "percent",
      value: 20,
      min_order: 0,
      max_discount: 30000,
      valid_from: LONG_AGO,
      valid_to: FAR_AHEAD,
      total_limit: null,
      per_customer_limit: null,
      private: 1,
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
    {
      code: "TRADE150",
      description: "₹150 off trade orders above ₹2,500",
      kind: "flat",
      value: 15000,
      min_order: 250000,
      max_discount: null,
      valid_from: LONG_AGO,
      valid_to: FAR_AHEAD,
      total_limit: null,
      per_customer_limit: 2,
    },
    {
      code: "PARTNER8",
      description: "Distribution partners: 8% off, up to ₹2,000 (private: applies when typed, never listed)",
      kind: "percent",
      value: 8,
      min_order: 0,
      max_discount: 200000,
      valid_from: LONG_AGO,
      valid_to: FAR_AHEAD,
      total_limit: null,
      per_customer_limit: null,
      private: 1,
    },
  ],
};

export async function insertCoupons(db: Kysely<Database>, websiteId: number, coupons: CouponDefinition[]) {
  await db
    .insertInto("coupons")
    // One multi-row insert fills a column some rows leave out with null, not its default.
    .values(coupons.map((coupon) => ({ private: 0, ...coupon, website_id: websiteId })))
    .execute();
}
