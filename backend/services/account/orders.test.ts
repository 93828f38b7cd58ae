import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { getOrder, getOrderByNumber } from "./orders";

withTestDatabase();

async function seededOrder() {
  const order = await getDb().selectFrom("orders").select(["id", "order_number", "user_id", "website_id"]).orderBy("id").executeTakeFirst();
  if (!order) throw new Error("The seed has no order");
  const stranger = await getDb().selectFrom("users").select("id").where("id", "!=", order.user_id).orderBy("id").executeTakeFirstOrThrow();
  return { order, owner: { userId: order.user_id, websiteId: order.website_id }, stranger: { userId: stranger.id, websiteId: order.website_id } };
}

describe("a customer's order", () => {
  it("names someone else's order, by id and by number, as unknownOrder", async () => {
    const { order, stranger } = await seededOrder();
    await expect(getOrder(getDb(), stranger, order.id)).resolves.toEqual({ ok: false, reason: "unknownOrder" });
    await expect(getOrderByNumber(getDb(), stranger, order.order_number)).resolves.toEqual({ ok: false, reason: "unknownOrder" });
    await expect(getOrder(getDb(), stranger, 999_999)).resolves.toEqual({ ok: false, reason: "unknownOrder" });
  });

  it("finds the customer's own order by id and by number", async () => {
    const { order, owner } = await seededOrder();
    await expect(getOrder(getDb(), owner, order.id)).resolves.toMatchObject({ ok: true, order: { id: order.id } });
    await expect(getOrderByNumber(getDb(), owner, order.order_number)).resolves.toMatchObject({ ok: true, order: { order_number: order.order_number } });
  });
});
