import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { rupees } from "@/backend/services/money";
import { istDateOf } from "@/backend/services/agent/period";
import { LOW_STOCK_AT } from "@/lib/api/schemas/stock";
import type { ConsoleDashboard } from "@/lib/api/schemas/console/dashboard";

const WAITING = ["placed", "confirmed", "packed", "out_for_delivery"] as const;
const LOW_STOCK_SHOWN = 10;
const DAY_MS = 86_400_000;
const istMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

/** Monday of the IST week of this day. */
function weekStart(today: string): string {
  const day = istMidnight(today);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return istDateOf(new Date(day.getTime() - weekday * DAY_MS));
}

async function ordersSince(db: Kysely<Database>, websiteId: number, from: string) {
  const row = await db
    .selectFrom("orders")
    .select((eb) => [eb.fn.countAll<number | string>().as("orders"), eb.fn.sum<number | string | null>("total").as("sales")])
    .where("website_id", "=", websiteId)
    .where("created_at", ">=", istMidnight(from).toISOString())
    .where("status", "!=", "cancelled")
    .executeTakeFirstOrThrow();
  return { from, orders: Number(row.orders), sales: rupees(Number(row.sales ?? 0)) };
}

/** Index lookups only: orders by (website, created_at) and (website, status), stock by (warehouse, quantity). */
export async function consoleDashboard(db: Kysely<Database>, websiteId: number, now = new Date()): Promise<ConsoleDashboard> {
  const today = istDateOf(now);
  const lowStock = db
    .selectFrom("warehouses")
    .innerJoin("pack_stock", "pack_stock.warehouse_id", "warehouses.id")
    .innerJoin("packs", (join) => join.onRef("packs.id", "=", "pack_stock.pack_id").onRef("packs.warehouse_id", "=", "pack_stock.warehouse_id"))
    .innerJoin("products", "products.id", "packs.product_id")
    .where("warehouses.website_id", "=", websiteId)
    .where("pack_stock.quantity", "<=", LOW_STOCK_AT)
    .where("packs.active", "=", 1)
    .where("products.active", "=", 1);
  const [todayFigures, weekFigures, waiting, low, lowTotal] = await Promise.all([
    ordersSince(db, websiteId, today),
    ordersSince(db, websiteId, weekStart(today)),
    db
      .selectFrom("orders")
      .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
      .where("website_id", "=", websiteId)
      .where("status", "in", WAITING)
      .groupBy("status")
      .execute(),
    lowStock
      .select(["products.id as product_id", "products.name as product_name", "packs.name as pack_name", "pack_stock.quantity as stock"])
      .orderBy("pack_stock.quantity")
      .orderBy("packs.id")
      .limit(LOW_STOCK_SHOWN)
      .execute(),
    lowStock.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const counts = new Map(waiting.map((row) => [row.status, Number(row.count)]));
  return {
    today: todayFigures,
    week: weekFigures,
    waiting: WAITING.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    low_stock: low.map((row) => ({ ...row, stock: Number(row.stock) })),
    low_stock_total: Number(lowTotal.total),
  };
}
