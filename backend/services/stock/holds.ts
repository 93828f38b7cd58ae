import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { returnStock } from "@/backend/services/orders/return-stock";
import { afterStockChanges } from "./after-change";

const DEFAULT_HOLD_MINUTES = 30;

/** How long an unpaid online order keeps its units; STOCK_HOLD_MINUTES overrides it (fractions allowed, for tests). */
function stockHoldMinutes(): number {
  const configured = Number(process.env.STOCK_HOLD_MINUTES);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_HOLD_MINUTES;
}

export const stockHoldUntil = (now: Date) => new Date(now.getTime() + stockHoldMinutes() * 60_000).toISOString();

export const holdExpiredNote = (minutes: number) => `Cancelled: not paid within ${minutes} minutes; the items went back on sale`;

/**
 * Cancels unpaid online orders whose hold has run out and puts their units back. Each order is
 * claimed by one conditional update (still placed, still unpaid, hold passed), so several processes
 * running this at once, or a payment arriving at the same moment, release an order at most once and
 * never a paid one. Answers how many orders it released.
 */
export async function releaseExpiredHolds(db: Kysely<Database>, now = new Date()): Promise<number> {
  const stamp = now.toISOString();
  const expired = await db
    .selectFrom("orders")
    .select("id")
    .where("stock_held_until", "<=", stamp)
    .where("stock_returned_at", "is", null)
    .orderBy("stock_held_until")
    .limit(100)
    .execute();
  let released = 0;
  for (const { id } of expired) {
    const outcome = await db.transaction().execute(async (trx) => {
      const order = await trx
        .updateTable("orders")
        .set({ status: "cancelled", cancel_reason: "Not paid in time", updated_at: stamp })
        .where("id", "=", id)
        .where("status", "=", "placed")
        .where("payment_status", "in", ["pending", "failed"])
        .where("stock_held_until", "<=", stamp)
        .where("stock_returned_at", "is", null)
        .returningAll()
        .executeTakeFirst();
      if (!order) return null;
      await trx.insertInto("order_events").values({ order_id: order.id, status: "cancelled", note: holdExpiredNote(stockHoldMinutes()), created_at: stamp }).execute();
      return { order, changes: await returnStock(trx, order, now) };
    });
    if (!outcome) continue;
    released += 1;
    await afterStockChanges(db, outcome.order.website_id, outcome.changes);
  }
  return released;
}

type JobHolder = { __storeStockHoldJob?: ReturnType<typeof setInterval> };

/**
 * Runs releaseExpiredHolds in this process on a timer (every 30 seconds, or half the hold when that is
 * shorter), once per process; every storefront or API process may run it beside the others.
 */
export function startStockHoldJob(database: () => Promise<Kysely<Database>>) {
  const holder = globalThis as JobHolder;
  if (holder.__storeStockHoldJob) return;
  const every = Math.max(1_000, Math.min(30_000, (stockHoldMinutes() * 60_000) / 2));
  holder.__storeStockHoldJob = setInterval(() => {
    database()
      .then((db) => releaseExpiredHolds(db))
      .catch((error: unknown) => console.error("Releasing expired stock holds failed", error));
  }, every);
  holder.__storeStockHoldJob.unref();
}

/** Stops this process's job (tests, before their database goes away). */
export function stopStockHoldJob() {
  const holder = globalThis as JobHolder;
  if (holder.__storeStockHoldJob) clearInterval(holder.__storeStockHoldJob);
  holder.__storeStockHoldJob = undefined;
}
