import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import type { SignedInCustomer } from "@/backend/services/account/owner";
import { changeWishlist, createWishlistCategory } from "./wishlist";

withTestDatabase();

const NOW = new Date("2026-06-01T10:00:00.000Z");

async function shopperWithProduct(): Promise<{ owner: SignedInCustomer; productId: number }> {
  const db = getDb();
  const product = await db.selectFrom("products").select(["id", "website_id"]).orderBy("id").executeTakeFirstOrThrow();
  const user = await db
    .insertInto("users")
    .values({ name: null, phone: "9876500019", email: null, sales_agent_id: null, created_at: NOW.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { owner: { userId: user.id, websiteId: product.website_id }, productId: product.id };
}

describe("wishlist results", () => {
  let owner: SignedInCustomer;
  let productId: number;
  beforeAll(async () => ({ owner, productId } = await shopperWithProduct()));

  it("names a second list of the same name, in any letter case", async () => {
    await expect(createWishlistCategory(getDb(), owner, "Diwali", NOW)).resolves.toMatchObject({ ok: true, list: { name: "Diwali" } });
    await expect(createWishlistCategory(getDb(), owner, "DIWALI", NOW)).resolves.toEqual({ ok: false, reason: "duplicateName" });
  });

  it("names a product and a list the shopper cannot use", async () => {
    await expect(changeWishlist(getDb(), owner, 999_999, 0, "toggle", NOW)).resolves.toEqual({ ok: false, reason: "unknownProduct" });
    await expect(changeWishlist(getDb(), owner, productId, 999_999, "toggle", NOW)).resolves.toEqual({ ok: false, reason: "unknownList" });
    await expect(changeWishlist(getDb(), owner, productId, 0, "toggle", NOW)).resolves.toMatchObject({ ok: true, wishlist: true });
  });
});
