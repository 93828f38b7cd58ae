import { ensureDatabase } from "@/backend/ensure-database";
import { withTestDatabase } from "@/backend/test/database";
import { inTransaction } from "./in-transaction";

withTestDatabase();

const keys = ["outer", "nested-kept", "nested-undone"];

describe("inTransaction", () => {
  it("undoes only the nested work that threw, inside the caller's transaction", async () => {
    const db = await ensureDatabase();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("store_meta").values({ key: "outer", value: "1" }).execute();
      await inTransaction(trx, (nested) => nested.insertInto("store_meta").values({ key: "nested-kept", value: "1" }).execute());
      await expect(
        inTransaction(trx, async (nested) => {
          await nested.insertInto("store_meta").values({ key: "nested-undone", value: "1" }).execute();
          throw new Error("refused");
        }),
      ).rejects.toThrow("refused");
    });
    const saved = await db.selectFrom("store_meta").select("key").where("key", "in", keys).orderBy("key").execute();
    expect(saved.map((row) => row.key)).toEqual(["nested-kept", "outer"]);
  });
});
