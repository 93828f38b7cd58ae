import { sql, type KyselyPlugin } from "kysely";
import { getDatabase } from "@/backend/db/database";
import { servingDatabase } from "@/backend/db/serving";
import { hashToken } from "@/backend/services/sessions";
import { addToCart, deliverablePacks, shopper, type Shopper } from "@/backend/test/orders";
import { call } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";

withTestDatabase();

/** The tables each statement the app runs reads or writes, as Kysely hands it to the database. */
const statements: string[] = [];
type Named = { table?: { identifier: { name: string } } };
const recorder: KyselyPlugin = {
  transformQuery: ({ node }) => {
    const query = node as unknown as { from?: { froms: Named[] }; joins?: { table: Named }[] };
    const tables = [...(query.from?.froms ?? []), ...(query.joins ?? []).map((join) => join.table)].map((from) => from.table?.identifier.name ?? "(subquery)");
    statements.push(`${node.kind} ${tables.join(" ")}`);
    return node;
  },
  transformResult: async ({ result }) => result,
};

let who: Shopper;

beforeAll(async () => {
  const db = await servingDatabase();
  who = await shopper("9876543210");
  const [pack] = await deliverablePacks(db);
  await addToCart(who, pack);
  // From here on every statement of a request goes through the recorder.
  const holder = globalThis as { __storeServingDatabase?: Promise<{ db: typeof db }> | null };
  const serving = await holder.__storeServingDatabase!;
  serving.db = serving.db.withPlugin(recorder);
});

/** The statements of one call, once the process-wide reads (the website by host) are cached. */
async function statementsOf(path: string): Promise<string[]> {
  await call(path, { cookie: who.cookie });
  statements.length = 0;
  const answer = await call(path, { cookie: who.cookie });
  expect(answer.status).toBe(200);
  return [...statements];
}

describe("a signed-in shopper's private reads", () => {
  it.each([
    ["/api/visitor", 6],
    ["/api/cart", 5],
    ["/api/wishlist", 2],
    ["/api/account/buy-again", 7],
  ])("%s runs %i statements, the session and its user in one", async (path, count) => {
    const run = await statementsOf(path);
    expect(run).toHaveLength(count);
    expect(run[0]).toBe("SelectQueryNode sessions users");
    expect(run.filter((statement) => /\b(sessions|users)\b/.test(statement))).toHaveLength(1);
  });

  it("reads a cart's lines and their stock in one statement", async () => {
    const run = await statementsOf("/api/cart");
    expect(run).toContain("SelectQueryNode cart_items packs products");
    expect(run.filter((statement) => / packs\b/.test(statement))).toEqual(["SelectQueryNode cart_items packs products"]);
  });

  it("finds the session by the unique index on its token, not by scanning", async () => {
    const { db, config } = getDatabase();
    const token = who.cookie.replace(/^sid=/, "");
    const lookup = sql`select id from sessions where token_hash = ${hashToken(token)} and website_id = ${1} and expires_at > ${new Date().toISOString()}`;
    if (config.dialect === "sqlite") {
      const plan = await sql<{ detail: string }>`explain query plan ${lookup}`.execute(db);
      expect(plan.rows.map((row) => row.detail)).toEqual([expect.stringMatching(/^SEARCH sessions USING INDEX sqlite_autoindex_sessions_\d+ \(token_hash=\?\)$/)]);
    } else {
      const plan = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return sql<{ "QUERY PLAN": string }>`explain ${lookup}`.execute(trx);
      });
      expect(plan.rows[0]["QUERY PLAN"]).toMatch(/^Index Scan using sessions_token_hash_key on sessions/);
    }
  });
});
