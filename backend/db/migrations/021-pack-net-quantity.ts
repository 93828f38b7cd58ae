import { sql, type Kysely } from "kysely";
import { parseNetQuantity } from "@/lib/api/schemas/net-quantity";
import { NET_UNITS } from "@/lib/api/schemas/net-unit";
import type { StoreMigration } from "./types";

/**
 * A pack's net quantity as a number and a unit (g, kg, ml, l or piece), the ground of its unit sale
 * price. Existing packs get what their label declares ("500 g", "Case of 12 × 1 L"); a label that does
 * not say one plainly leaves both empty and the pack shows no unit price until an operator sets them.
 */
export const packNetQuantityMigration: StoreMigration = {
  name: "021-pack-net-quantity",
  async up(db) {
    await db.schema
      .alterTable("packs")
      .addColumn("net_quantity", "double precision", (c) => c.check(sql`net_quantity > 0`))
      .execute();
    await db.schema
      .alterTable("packs")
      .addColumn("net_unit", "text", (c) => c.check(sql`net_unit in (${sql.join(NET_UNITS.map((unit) => sql.lit(unit)))})`))
      .execute();
    await backfillFromLabels(db);
  },
  async down(db) {
    await db.schema.alterTable("packs").dropColumn("net_unit").execute();
    await db.schema.alterTable("packs").dropColumn("net_quantity").execute();
  },
};

async function backfillFromLabels(db: Kysely<unknown>) {
  const packs = db as unknown as Kysely<{ packs: { id: number; name: string; net_quantity: number | null; net_unit: string | null } }>;
  const rows = await packs.selectFrom("packs").select(["id", "name"]).execute();
  for (const row of rows) {
    const net = parseNetQuantity(row.name);
    if (net) await packs.updateTable("packs").set({ net_quantity: net.quantity, net_unit: net.unit }).where("id", "=", row.id).execute();
  }
}
