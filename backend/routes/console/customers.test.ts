import { adminCookie, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { customerDetailSchema, customerListSchema } from "@/lib/api/schemas/console/customers";
import { ensureDatabase } from "@/backend/ensure-database";

withTestDatabase();
jest.setTimeout(60_000);

let admin: string;
beforeAll(async () => {
  admin = await adminCookie();
});

const customers = async (query: string, cookie = admin, origin?: string) => {
  const response = await call(`/api/console/customers${query}`, { cookie, origin });
  expect(response.status).toBe(200);
  return customerListSchema.parse(response.json);
};

describe("the console's customers", () => {
  it("searches by name or phone and shows a customer's addresses and orders, read-only", async () => {
    const byName = await customers("?q=asha");
    expect(byName.data.map((row) => row.phone)).toEqual(["9876543210"]);
    const asha = byName.data[0];
    expect(asha.order_count).toBeGreaterThan(0);
    expect((await customers("?q=98765432")).meta.total).toBeGreaterThan(1);
    expect((await customers("?q=nobody-by-this-name")).data).toEqual([]);

    const detail = customerDetailSchema.parse((await call(`/api/console/customers/${asha.id}`, { cookie: admin })).json);
    expect(detail.customer).toMatchObject({ name: "Asha Rao", phone: "9876543210" });
    expect(detail.addresses.length).toBeGreaterThan(0);
    expect(detail.orders.meta.total).toBe(asha.order_count);
    const db = await ensureDatabase();
    const own = await db.selectFrom("orders").select("id").where("user_id", "=", asha.id).where("website_id", "=", 1).execute();
    expect(detail.orders.data.every((order) => own.some((row) => row.id === order.id))).toBe(true);
  });

  it("sorts by name in the database", async () => {
    const names = (await customers("?sort=name&dir=asc&perPage=100")).data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("keeps one website's customers from another website's administrator", async () => {
    const asha = (await customers("?q=9876543210")).data[0];
    const other = await wholesaleOnlyAdminCookie(2);
    expect((await customers("?q=9876543210", other, WHOLESALE_ORIGIN)).data).toEqual([]);
    const read = await call(`/api/console/customers/${asha.id}`, { cookie: other, origin: WHOLESALE_ORIGIN });
    expect(read.status).toBe(404);
    expect(read.json).toEqual({ message: "No customer with this id on this website" });
  });
});
