import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { call } from "@/backend/test/request";
import { post, signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { storeCustomers } from "@/backend/test/placement-races";

/**
 * Writes that read, check and then write, sent several at once by one customer (two tabs, a double
 * tap). On PostgreSQL they run truly in parallel; each must end as if the requests had taken turns.
 */
withTestDatabase();
jest.setTimeout(60_000);

let db: Kysely<Database>;

beforeAll(async () => {
  db = await ensureDatabase();
});

const address = (line1: string, extra: Record<string, unknown> = {}) => ({
  name: "Test Shopper",
  phone: "9876543210",
  pincode: "560001",
  line1,
  line2: "",
  landmark: "",
  city: "Bengaluru",
  state: "Karnataka",
  ...extra,
});

const defaults = (userId: number) => db.selectFrom("addresses").select("id").where("user_id", "=", userId).where("is_default", "=", 1).execute();

/** A signed-in customer with no address yet. */
async function newCustomer(prefix: string) {
  const phone = `${prefix}00000001`;
  await db.insertInto("users").values({ name: "New Shopper", phone, email: null, sales_agent_id: null, created_at: new Date().toISOString() }).execute();
  return signedInCookie(phone);
}

describe("address book", () => {
  it("keeps exactly one default when a new customer saves twenty addresses at once", async () => {
    const { cookie, userId } = await newCustomer("81");

    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => post("/api/account/addresses", address(`${index} Main Road`), cookie)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await defaults(userId)).toHaveLength(1);
  });

  it("keeps exactly one default when several addresses are made the default at once", async () => {
    const [customer] = await storeCustomers(db, 1, "82");
    const ids = [];
    for (const line of ["1 Lake Road", "2 Hill Road", "3 Fort Road", "4 Mill Road", "5 Park Road", "6 Ring Road"]) {
      ids.push(((await post("/api/account/addresses", address(line), customer.cookie)).json as { address: { id: number } }).address.id);
    }

    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(ids.map((id) => post(`/api/account/addresses/${id}/default`, {}, customer.cookie)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(ids.length).fill(200));
      expect(await defaults(customer.userId)).toHaveLength(1);
    }
  });
});

describe("wishlists", () => {
  it("creates one list when the same name arrives several times at once, in any letter case", async () => {
    const [customer] = await storeCustomers(db, 1, "83");
    const names = ["Diwali", "diwali", "DIWALI", "Diwali", "diwali"];

    const answers = await Promise.all(names.map((name) => post("/api/wishlistCategory", { name }, customer.cookie)));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) expect(answer.status).toBe(409);
    const lists = await db.selectFrom("wishlist_categories").select("name").where("user_id", "=", customer.userId).execute();
    expect(lists).toHaveLength(1);
  });

  it("never saves a product twice in one list when toggles arrive at once", async () => {
    const [customer] = await storeCustomers(db, 1, "84");
    const product = await db.selectFrom("products").select("id").where("website_id", "=", 1).orderBy("id").executeTakeFirstOrThrow();

    const answers = await Promise.all(
      Array.from({ length: 9 }, () => post("/api/wishlist/update", { product_id: product.id, wishlist_category_id: 0 }, customer.cookie)),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(200));
    // Nine toggles in turn: in, out, in … in.
    const saved = await db.selectFrom("wishlist_items").select("id").where("user_id", "=", customer.userId).where("product_id", "=", product.id).execute();
    expect(saved).toHaveLength(1);
  });
});

describe("websites", () => {
  it("creates one website for a domain asked for several times at once; the others hear it is taken", async () => {
    const { cookie } = await signedInCookie("9876543213");

    const answers = await Promise.all(Array.from({ length: 4 }, () => post("/api/websites", { name: "Race Mart", host: "race.example.com" }, cookie)));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer).toMatchObject({ status: 409, json: { message: "Another website already uses the domain race.example.com" } });
    }
    const listed = await call("/api/websites", { cookie });
    expect((listed.json as { data: { hosts: string[] }[] }).data.filter((site) => site.hosts.includes("race.example.com"))).toHaveLength(1);
  });
});
