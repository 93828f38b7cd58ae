import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { couponUsages } from "@/backend/services/coupons";
import type { ConsoleCoupon, ConsoleCouponList, CouponListQuery } from "@/lib/api/schemas/console/coupons";
import { consoleCoupon } from "./coupon-wire";

/** A website's coupons, searched by code, filtered, sorted and paged in the database, with their uses. */
export async function listConsoleCoupons(db: Kysely<Database>, websiteId: number, query: CouponListQuery): Promise<ConsoleCouponList> {
  let coupons = db.selectFrom("coupons").where("website_id", "=", websiteId);
  const search = query.q?.replace(/[\\%_]/g, "").toUpperCase();
  if (search) coupons = coupons.where("code", "like", `%${search}%`);
  if (query.active) coupons = coupons.where("active", "=", Number(query.active) as 0 | 1);
  const direction = query.sort.startsWith("-") ? "desc" : "asc";
  const column = query.sort.endsWith("ends") ? "valid_to" : "code";
  const [{ total }, rows] = await Promise.all([
    coupons.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
    coupons
      .selectAll()
      .orderBy(column, direction)
      .orderBy("id", direction)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
  ]);
  const usages = await couponUsages(db, rows.map((row) => row.id), null);
  return { data: rows.map((row) => consoleCoupon(row, usages.get(row.id)!.total)), meta: { total: Number(total), page: query.page, perPage: query.perPage } };
}

/** One coupon of the website with its uses; undefined when the website has no coupon of that id. */
export async function consoleCouponById(db: Kysely<Database>, websiteId: number, couponId: number): Promise<ConsoleCoupon | undefined> {
  const coupon = await db.selectFrom("coupons").selectAll().where("id", "=", couponId).where("website_id", "=", websiteId).executeTakeFirst();
  if (!coupon) return undefined;
  return consoleCoupon(coupon, (await couponUsages(db, [coupon.id], null)).get(coupon.id)!.total);
}
