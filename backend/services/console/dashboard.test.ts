import { ensureDatabase } from "@/backend/ensure-database";
import { adminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { call } from "@/backend/test/request";
import { consoleDashboardSchema } from "@/lib/api/schemas/console/dashboard";
import { LOW_STOCK_AT } from "@/lib/api/schemas/stock";
import { consoleDashboard } from "./dashboard";

withTestDatabase();

describe("consoleDashboard", () => {
  it("counts the seeded orders of the IST day and week (cancelled left out), the waiting steps and the low packs, as the tables say", async () => {
    const db = await ensureDatabase();
    const newest = await db.selectFrom("orders").select("created_at").where("website_id", "=", 1).orderBy("created_at", "desc").executeTakeFirstOrThrow();
    const now = new Date(newest.created_at);
    const figures = await consoleDashboard(db, 1, now);

    const orders = await db.selectFrom("orders").select(["created_at", "status", "total"]).where("website_id", "=", 1).execute();
    const since = (from: string) => orders.filter((order) => order.status !== "cancelled" && order.created_at >= new Date(`${from}T00:00:00+05:30`).toISOString());
    const sum = (rows: { total: number }[]) => rows.reduce((total, row) => total + row.total, 0) / 100;
    expect(figures.today.orders).toBe(since(figures.today.from).length);
    expect(figures.today.orders).toBeGreaterThan(0);
    expect(figures.today.sales).toBeCloseTo(sum(since(figures.today.from)), 2);
    expect(figures.week.orders).toBe(since(figures.week.from).length);
    expect(new Date(`${figures.week.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(figures.waiting).toEqual(
      ["placed", "confirmed", "packed", "out_for_delivery"].map((status) => ({ status, count: orders.filter((order) => order.status === status).length })),
    );

    const low = await db
      .selectFrom("packs")
      .innerJoin("products", "products.id", "packs.product_id")
      .innerJoin("pack_stock", (join) => join.onRef("pack_stock.pack_id", "=", "packs.id").onRef("pack_stock.warehouse_id", "=", "packs.warehouse_id"))
      .select("packs.id")
      .where("products.website_id", "=", 1)
      .where("products.active", "=", 1)
      .where("packs.active", "=", 1)
      .where("pack_stock.quantity", "<=", LOW_STOCK_AT)
      .execute();
    expect(figures.low_stock_total).toBe(low.length);
    expect(figures.low_stock.length).toBe(Math.min(10, low.length));
  });

  it("answers the console's home over the API", async () => {
    const response = await call("/api/console/dashboard", { cookie: await adminCookie() });
    expect(response.status).toBe(200);
    expect(consoleDashboardSchema.parse(response.json).waiting).toHaveLength(4);
  });
});
