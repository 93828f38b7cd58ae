import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import { dialectOf } from "@/backend/db/dialect";
import { withTestDatabase } from "@/backend/test/database";
import { packNetQuantityMigration } from "./021-pack-net-quantity";

withTestDatabase();

describe("021-pack-net-quantity", () => {
  it("on a store whose packs have only labels, declares what each label says and leaves labels it cannot read empty", async () => {
    const db = await ensureDatabase();
    const [first, second, third] = await db.selectFrom("packs").select("id").orderBy("id").limit(3).execute();
    const untyped = db as unknown as Kysely<unknown>;
    await packNetQuantityMigration.down(untyped, dialectOf(db));
    await db.updateTable("packs").set({ name: "Carton of 24 × 200 g" }).where("id", "=", first.id).execute();
    await db.updateTable("packs").set({ name: "Family pack" }).where("id", "=", second.id).execute();
    await db.updateTable("packs").set({ name: "1 L" }).where("id", "=", third.id).execute();

    await packNetQuantityMigration.up(untyped, dialectOf(db));

    const rows = await db
      .selectFrom("packs")
      .select(["id", "net_quantity", "net_unit"])
      .where("id", "in", [first.id, second.id, third.id])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: first.id, net_quantity: 4800, net_unit: "g" },
      { id: second.id, net_quantity: null, net_unit: null },
      { id: third.id, net_quantity: 1, net_unit: "l" },
    ]);
  });
});
