import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { istDateOf } from "@/backend/services/agent/period";
import { call } from "@/backend/test/request";
import { signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { agentDashboardSchema } from "@/lib/api/schemas/agent";

withTestDatabase();

let db: Kysely<Database>;
let agent: string;

beforeAll(async () => {
  db = await ensureDatabase();
  agent = (await signedInCookie("9876543211")).cookie;
});

const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const dashboard = async (query = "", cookie = agent) => {
  const response = await call(`/api/agent/dashboard${query}`, { cookie });
  expect(response.status).toBe(200);
  return agentDashboardSchema.parse(response.json);
};

describe("GET /api/agent/dashboard", () => {
  it("answers 401 to guests and 403 to customers, admins and superadmins who are not agents", async () => {
    expect(await call("/api/agent/dashboard")).toMatchObject({ status: 401, json: { message: "Please log in to continue" } });
    for (const phone of ["9876543210", "9876543212", "9876543213"]) {
      const { cookie } = await signedInCookie(phone);
      expect(await call("/api/agent/dashboard", { cookie })).toMatchObject({
        status: 403,
        json: { message: "Only sales agents can see the sales dashboard" },
      });
    }
  });

  it("sums the seeded orders of the agent's assigned customers, leaving out cancelled and other customers' orders", async () => {
    const today = istDateOf(new Date());
    const figures = await dashboard(`?from=${daysBefore(today, 365)}&to=${today}`);
    expect(figures).toMatchObject({
      sales_total: 27110.9,
      order_count: 13,
      average_order_value: 2085.45,
      customers_served: 4,
    });
    expect(figures.top_products).toEqual([
      { product_id: 19, name: "Kisan Gold Whole Green Moong", quantity: 8, revenue: 7238.5 },
      { product_id: 69, name: "Herbal Roots Shikakai Shampoo", quantity: 9, revenue: 3261 },
      { product_id: 1, name: "Royal Harvest Classic Basmati Rice", quantity: 5, revenue: 2827 },
      { product_id: 23, name: "Kisan Gold Urad Dal", quantity: 5, revenue: 2674 },
      { product_id: 32, name: "Gokul Fresh A2 Desi Ghee", quantity: 4, revenue: 1898 },
    ]);

    // The same figures straight from the tables.
    const assigned = await db
      .selectFrom("orders")
      .innerJoin("users", "users.id", "orders.user_id")
      .innerJoin("users as agents", "agents.id", "users.sales_agent_id")
      .select(["orders.total", "orders.user_id", "users.name"])
      .where("agents.phone", "=", "9876543211")
      .where("orders.status", "!=", "cancelled")
      .execute();
    expect(assigned.reduce((sum, order) => sum + order.total, 0) / 100).toBeCloseTo(figures.sales_total, 2);
    expect([...new Set(assigned.map((order) => order.name))].sort()).toEqual(["Asha Rao", "Fatima Shaikh", "Priya Nair", "Rahul Verma"]);

    expect(figures.sales_by_day).toHaveLength(366);
    expect(figures.sales_by_day.reduce((sum, day) => sum + day.orders, 0)).toBe(13);
    expect(figures.sales_by_day.reduce((sum, day) => sum + day.total, 0)).toBeCloseTo(27110.9, 2);
    expect(figures.recent_orders).toHaveLength(5);
    expect(figures.recent_orders.map((order) => order.customer_name)).not.toContain("Meera Iyer");
    expect(figures.recent_orders.map((order) => order.created_at)).toEqual(figures.recent_orders.map((order) => order.created_at).sort().reverse());
  });

  it("defaults to the last 30 days, every day listed with zeros included", async () => {
    const figures = await dashboard();
    const today = istDateOf(new Date());
    expect(figures.to).toBe(today);
    expect(figures.from).toBe(daysBefore(today, 29));
    expect(figures.sales_by_day.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, index) => daysBefore(today, 29 - index)));
    expect(figures.sales_by_day.some((day) => day.orders === 0 && day.total === 0)).toBe(true);
    expect(figures.sales_by_day.reduce((sum, day) => sum + day.total, 0)).toBeCloseTo(figures.sales_total, 2);
  });

  it("shows nothing for a period without orders", async () => {
    const figures = await dashboard("?from=2020-01-01&to=2020-01-07");
    expect(figures).toMatchObject({ sales_total: 0, order_count: 0, average_order_value: 0, customers_served: 0, top_products: [], recent_orders: [] });
    expect(figures.sales_by_day).toEqual(
      ["01", "02", "03", "04", "05", "06", "07"].map((day) => ({ date: `2020-01-${day}`, total: 0, orders: 0 })),
    );
  });

  it.each([
    ["?from=2025-02-10&to=2025-02-01", "The start date must be on or before the end date"],
    ["?from=2025-02-30", "Enter a real date like 2025-01-31"],
    ["?from=2023-01-01&to=2025-01-01", "Choose a period of at most 366 days"],
    ["?to=31-01-2025", "to: Use a date like 2025-01-31"],
  ])("refuses %s", async (query, message) => {
    expect(await call(`/api/agent/dashboard${query}`, { cookie: agent })).toMatchObject({ status: 400, json: { message } });
  });
});

describe("GET /api/agent/orders/{id}", () => {
  const orderOf = (agentPhone: string | null) => {
    const query = db
      .selectFrom("orders")
      .innerJoin("users", "users.id", "orders.user_id")
      .leftJoin("users as agents", "agents.id", "users.sales_agent_id")
      .select(["orders.id", "orders.order_number"])
      .where("orders.website_id", "=", 1);
    return (agentPhone ? query.where("agents.phone", "=", agentPhone) : query.where("users.sales_agent_id", "is", null)).executeTakeFirstOrThrow();
  };

  it("shows the agent an assigned customer's order read-only, and any other order as missing", async () => {
    const assigned = await orderOf("9876543211");
    const answer = await call(`/api/agent/orders/${assigned.id}`, { cookie: agent });
    expect(answer).toMatchObject({ status: 200, json: { id: assigned.id, order_number: assigned.order_number } });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");

    const unassigned = await orderOf(null);
    expect(await call(`/api/agent/orders/${unassigned.id}`, { cookie: agent })).toMatchObject({ status: 404, json: { message: "Order not found" } });
    expect(await call("/api/agent/orders/999999", { cookie: agent })).toMatchObject({ status: 404 });
  });

  it("answers 401 to guests and 403 to a customer, even for their own order", async () => {
    const assigned = await orderOf("9876543211");
    expect(await call(`/api/agent/orders/${assigned.id}`)).toMatchObject({ status: 401 });
    const { cookie } = await signedInCookie("9876543210");
    expect(await call(`/api/agent/orders/${assigned.id}`, { cookie })).toMatchObject({ status: 403 });
  });
});
