import { spawn } from "node:child_process";
import { createServer } from "node:net";
import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { shopper, type Shopper } from "@/backend/test/orders";
import { ORIGIN_HEADER } from "@/lib/api/protocol";
import type { PlaceOrderBody } from "@/lib/api/schemas/checkout";

export type Customer = Shopper & { phone: string };

/** `count` new customers of the default website (phones `{prefix}00000001`…), each signed in with an address at 560001. */
export async function storeCustomers(db: Kysely<Database>, count: number, prefix: string): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let index = 1; index <= count; index += 1) {
    const phone = `${prefix}${String(index).padStart(10 - prefix.length, "0")}`;
    await db.insertInto("users").values({ name: `Shopper ${phone}`, phone, email: null, sales_agent_id: null, created_at: new Date().toISOString() }).execute();
    customers.push({ ...(await shopper(phone)), phone });
  }
  return customers;
}

/** The customers' orders with how many items, deliveries and events each has. */
export async function placedOrders(db: Kysely<Database>, customers: Customer[]) {
  return db
    .selectFrom("orders")
    .select(["orders.id", "orders.user_id", "orders.order_number"])
    .select((eb) => [
      eb.selectFrom("order_items").select(eb.fn.countAll<number>().as("n")).whereRef("order_items.order_id", "=", "orders.id").as("items"),
      eb.selectFrom("order_deliveries").select(eb.fn.countAll<number>().as("n")).whereRef("order_deliveries.order_id", "=", "orders.id").as("deliveries"),
      eb.selectFrom("order_events").select(eb.fn.countAll<number>().as("n")).whereRef("order_events.order_id", "=", "orders.id").as("events"),
    ])
    .where("orders.user_id", "in", customers.map((customer) => customer.userId))
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, items: Number(row.items), deliveries: Number(row.deliveries), events: Number(row.events) })));
}

/** The running parts of a website's order numbers, ascending. */
export async function orderSequences(db: Kysely<Database>, websiteId: number): Promise<number[]> {
  const rows = await db.selectFrom("orders").select("order_number").where("website_id", "=", websiteId).execute();
  return rows.map((row) => Number(row.order_number.slice(row.order_number.lastIndexOf("-") + 1))).sort((a, b) => a - b);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the standalone API on this test's database, sends every placement at once over HTTP, and
 * kills the server with SIGKILL as soon as the first answer arrives. Answers the order numbers that
 * were confirmed to a shopper before the kill.
 */
export async function placeOrdersThenKill(customers: Customer[], bodies: PlaceOrderBody[]): Promise<string[]> {
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "backend/server.ts"], {
    env: { ...process.env, API_PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(`${base}/api/init`);
    const answered: string[] = [];
    let killed = false;
    await Promise.allSettled(
      bodies.map(async (body, index) => {
        const response = await fetch(`${base}/api/checkout/place`, {
          method: "POST",
          headers: {
            cookie: `csrf_token=t; ${customers[index].cookie}`,
            "x-csrf-token": "t",
            "content-type": "application/json",
            [ORIGIN_HEADER]: "http://localhost:3000",
          },
          body: JSON.stringify(body),
        });
        const json = (await response.json()) as { order_number?: string };
        if (killed) return;
        if (response.status === 200 && json.order_number) answered.push(json.order_number);
        killed = true;
        server.kill("SIGKILL");
      }),
    );
    return answered;
  } finally {
    server.kill("SIGKILL");
    await exited;
  }
}

async function waitUntilAnswering(url: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}
