import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { withStock } from "@/backend/services/stock/levels";
import { createSession } from "@/backend/services/sessions";
import { addUnit, ensureCart, findSellablePack, type SellablePack } from "./store";

withTestDatabase();

const NOW = new Date("2026-06-01T10:00:00.000Z");

async function seededPack(stocked: boolean) {
  const rows = await withStock(getDb().selectFrom("packs"))
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.warehouse_id", "products.website_id"])
    .where("packs.active", "=", 1)
    .where("products.active", "=", 1)
    .orderBy("packs.id")
    .execute();
  const pack = rows.find((row) => (Number(row.stock) > 0) === stocked);
  if (!pack) throw new Error(`The seed has no ${stocked ? "stocked" : "sold-out"} pack`);
  return pack;
}

async function guestCart(websiteId: number) {
  const { session } = await createSession(getDb(), { websiteId, pincode: null });
  return ensureCart(getDb(), { websiteId, sessionId: session.id }, NOW);
}

async function sellable(pack: { id: number; warehouse_id: number; website_id: number }): Promise<SellablePack> {
  const found = await findSellablePack(getDb(), pack.website_id, pack.id, pack.warehouse_id);
  if (!found.ok) throw new Error(`The seeded pack ${pack.id} is not sellable: ${found.reason}`);
  return found.pack;
}

const linesOf = (cartId: number) => getDb().selectFrom("cart_items").select(["pack_id", "quantity"]).where("cart_id", "=", cartId).execute();

describe("findSellablePack", () => {
  it("names a pack this website does not sell, and one asked for from another warehouse", async () => {
    const pack = await seededPack(true);
    await expect(findSellablePack(getDb(), pack.website_id, 999_999, pack.warehouse_id)).resolves.toEqual({ ok: false, reason: "packUnavailable" });
    await expect(findSellablePack(getDb(), pack.website_id, pack.id, pack.warehouse_id + 1000)).resolves.toEqual({ ok: false, reason: "wrongWarehouse" });
    await expect(findSellablePack(getDb(), pack.website_id, pack.id, pack.warehouse_id)).resolves.toMatchObject({ ok: true, pack: { id: pack.id } });
  });
});

describe("addUnit", () => {
  afterEach(() => delete process.env.CART_MAX_LINE_QUANTITY);

  it("names a sold-out pack with the units left, and keeps no line for it", async () => {
    const pack = await seededPack(false);
    const cart = await guestCart(pack.website_id);
    await expect(addUnit(getDb(), cart, await sellable(pack), NOW)).resolves.toEqual({ ok: false, reason: "shortOfStock", left: 0 });
    await expect(linesOf(cart.id)).resolves.toEqual([]);
  });

  it("names a line at its limit, and leaves the line as it was", async () => {
    process.env.CART_MAX_LINE_QUANTITY = "1";
    const pack = await seededPack(true);
    const cart = await guestCart(pack.website_id);
    const unit = await sellable(pack);
    await expect(addUnit(getDb(), cart, unit, NOW)).resolves.toEqual({ ok: true });
    await expect(addUnit(getDb(), cart, unit, NOW)).resolves.toEqual({ ok: false, reason: "lineLimit" });
    await expect(linesOf(cart.id)).resolves.toEqual([{ pack_id: pack.id, quantity: 1 }]);
  });
});
