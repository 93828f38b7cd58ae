import { existsSync, renameSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { apiPost, fetchOrder, orderCount, placeOrderByApi, type Placed } from "./support/checkout";
import { signInByApi } from "./support/sign-in";
import { startOwnServer, type OwnServer } from "./support/own-server";

/** A demo customer with an address at 400001 (the seed), on this spec's own database. */
const SHOPPER = "9876543215";
/** The SQLite file and its WAL companions, which move together. */
const FILES = ["", "-wal", "-shm"];

let server: OwnServer;

test.afterEach(async () => {
  await server?.stop();
});

function moveDatabase(from: string, to: string) {
  for (const suffix of FILES) if (existsSync(from + suffix)) renameSync(from + suffix, to + suffix);
}

test("a database file that vanishes under a running server fails writes and readiness, and nothing is written elsewhere", async ({ page }) => {
  server = await startOwnServer();
  const site = { page, site: server.url };
  await signInByApi(page.request, server.url, SHOPPER);
  const seeded = await orderCount(site);
  const taken: Placed[] = [await placeOrderByApi(site, "cod", "400001"), await placeOrderByApi(site, "cod", "400001")];
  expect(await orderCount(site)).toBe(seeded + 2);

  const away = `${server.sqlitePath}.away`;
  moveDatabase(server.sqlitePath, away);

  const placement = await apiPost(site, "/api/checkout/place", { idempotency_key: "while-the-file-is-gone", payment_method: "cod" });
  expect(placement.status()).toBe(503);
  expect(placement.headers()["retry-after"]).toBe("30");
  expect(await placement.json()).toEqual({ message: "The store is not available right now. Please try again in a moment." });

  const ready = await page.request.get(`${server.url}/s/api/ready`);
  expect(ready.status()).toBe(503);
  expect(await ready.json()).toMatchObject({ status: "unavailable", message: expect.stringContaining(server.sqlitePath) });
  await expect.poll(() => server.output()).toContain(`[backend] database unavailable: the SQLite file ${server.sqlitePath}`);

  // A page for a host no request has resolved yet needs the database: the store's unavailable page, with Retry-After.
  const wholesale = await page.goto(`${server.url.replace("localhost", "wholesale.localhost")}/`);
  expect(wholesale?.status()).toBe(503);
  expect(wholesale?.headers()["retry-after"]).toBe("30");
  await expect(page.getByRole("heading", { name: "This store is not available right now" })).toBeVisible();

  // The store created no new database in its place while serving.
  expect(existsSync(server.sqlitePath)).toBe(false);

  // The operator puts the file back and restarts: every order the store confirmed is there.
  await server.stop();
  moveDatabase(away, server.sqlitePath);
  server = await startOwnServer({ sqlitePath: server.sqlitePath });
  const again = { page, site: server.url };
  await signInByApi(page.request, server.url, SHOPPER);
  expect(await orderCount(again)).toBe(seeded + 2);
  for (const order of taken) expect((await fetchOrder(again, order.id)).order_number).toBe(order.order_number);
  expect((await page.request.get(`${server.url}/s/api/ready`)).status()).toBe(200);
});


test("a product page no one has opened yet answers 503 with Retry-After, not a bare 500, while the database is gone", async ({ request }) => {
  server = await startOwnServer();
  expect((await request.get(`${server.url}/`)).status()).toBe(200);
  moveDatabase(server.sqlitePath, `${server.sqlitePath}.away`);
  const product = await request.get(`${server.url}/products/kisan-gold-moong-dal`);
  expect([product.status(), product.headers()["retry-after"]]).toEqual([503, "30"]);
  expect(await product.text()).toContain("<html");
});
