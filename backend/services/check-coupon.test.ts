import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { checkCoupon, COUPON_MESSAGES } from "./coupons";

withTestDatabase();

describe("checkCoupon", () => {
  it("names an unknown code with its message instead of throwing", async () => {
    const website = await getDb().selectFrom("websites").select("id").orderBy("id").executeTakeFirstOrThrow();
    const checked = await checkCoupon(getDb(), { websiteId: website.id, userId: null, code: "NO-SUCH-CODE", amount: 100_000, now: new Date() });
    expect(checked).toMatchObject({ ok: false, reason: "unknown", message: COUPON_MESSAGES.unknown });
  });
});
