import type { Kysely } from "kysely";
import type { Database, OrderRow } from "@/backend/db/schema";
import { inTransaction } from "@/backend/db/in-transaction";
import { maxLineQuantity } from "@/backend/services/cart/limits";
import { ensureCart, lockCart } from "@/backend/services/cart/store";
import { rupees } from "@/backend/services/money";
import { withStock } from "@/backend/services/stock/levels";
import type { OrderAgainOutcome } from "@/lib/api/schemas/buy-again";
import { packLabel } from "@/lib/api/schemas/stock";
import type { SignedInCustomer } from "./owner";

interface PastLine {
  pack_id: number | null;
  label: string;
  quantity: number;
  price: number;
}

/** The order's lines, one per pack (a pack ordered on two lines counts once, with both quantities). */
async function pastLines(db: Kysely<Database>, orderId: number): Promise<PastLine[]> {
  const rows = await db
    .selectFrom("order_items")
    .select(["pack_id", "name", "pack_name", "quantity", "price"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  const lines: PastLine[] = [];
  for (const row of rows) {
    const same = row.pack_id === null ? undefined : lines.find((line) => line.pack_id === row.pack_id);
    if (same) same.quantity += row.quantity;
    else lines.push({ pack_id: row.pack_id, label: packLabel(row.name, row.pack_name), quantity: row.quantity, price: row.price });
  }
  return lines;
}

/** Today's packs of this website among these ids, with their units on the shelf; inactive ones are not sold. */
async function packsToday(db: Kysely<Database>, websiteId: number, packIds: number[]) {
  if (packIds.length === 0) return new Map<number, { warehouse_id: number; price: number; stock: number }>();
  const rows = await withStock(db.selectFrom("packs"))
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.warehouse_id", "packs.price"])
    .where("packs.id", "in", packIds)
    .where("products.website_id", "=", websiteId)
    .where("packs.active", "=", 1)
    .where("products.active", "=", 1)
    .execute();
  return new Map(rows.map((row) => [row.id, { warehouse_id: row.warehouse_id, price: row.price, stock: Number(row.stock) }]));
}

/**
 * Puts a past order's packs back into the customer's cart at today's prices, as many units as were
 * ordered, within the line limit and the units on the shelf. A pack whose price changed is still
 * added (at today's price) and reported; what cannot be added is reported with its reason. All of
 * it happens under the cart's lock, as every cart change does, so it never interleaves with a
 * placement or another cart call. The order is the customer's own (the route looks it up).
 */
export async function orderAgain(db: Kysely<Database>, owner: SignedInCustomer, order: Pick<OrderRow, "id">, now: Date): Promise<OrderAgainOutcome> {
  const limit = maxLineQuantity();
  await ensureCart(db, owner, now);
  return inTransaction(db, async (trx) => {
    const cart = await lockCart(trx, owner, now);
    if (!cart) throw new Error("The cart could not be locked");
    const lines = await pastLines(trx, order.id);
    const packIds = lines.flatMap((line) => (line.pack_id === null ? [] : [line.pack_id]));
    const packs = await packsToday(trx, owner.websiteId, packIds);
    const held =
      packIds.length === 0
        ? []
        : await trx.selectFrom("cart_items").select(["pack_id", "quantity"]).where("cart_id", "=", cart.id).where("pack_id", "in", packIds).execute();
    const inCart = new Map(held.map((row) => [row.pack_id, row.quantity]));

    const outcome: OrderAgainOutcome = { added: [], left_out: [], price_changed: [] };
    for (const line of lines) {
      const pack = line.pack_id === null ? undefined : packs.get(line.pack_id);
      if (line.pack_id === null || !pack) {
        outcome.left_out.push({ pack_id: line.pack_id, label: line.label, quantity: line.quantity, reason: "noLongerSold", left: null });
        continue;
      }
      const holding = inCart.get(line.pack_id) ?? 0;
      const room = Math.max(0, limit - holding);
      const shelf = Math.max(0, pack.stock - holding);
      const adding = Math.min(line.quantity, room, shelf);
      if (adding < line.quantity) {
        const stockBound = shelf <= room;
        outcome.left_out.push({
          pack_id: line.pack_id,
          label: line.label,
          quantity: line.quantity - adding,
          reason: stockBound ? "outOfStock" : "lineLimit",
          left: stockBound && pack.stock > 0 ? pack.stock : null,
        });
      }
      if (adding === 0) continue;
      await trx
        .insertInto("cart_items")
        .values({ cart_id: cart.id, pack_id: line.pack_id, warehouse_id: pack.warehouse_id, quantity: holding + adding, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(["cart_id", "pack_id"]).doUpdateSet({ quantity: holding + adding }))
        .execute();
      outcome.added.push({ pack_id: line.pack_id, label: line.label, quantity: adding, price: rupees(pack.price) });
      if (pack.price !== line.price) {
        outcome.price_changed.push({ pack_id: line.pack_id, label: line.label, old_price: rupees(line.price), new_price: rupees(pack.price) });
      }
    }
    return outcome;
  });
}
