import type { Kysely } from "kysely";
import { createHash } from "node:crypto";

/**
 * The demo's stock: every pack in stock except these, so the storefront shows each state on both
 * websites. Products other tests buy (the basmati rice, the filter coffee, the cheapest packs) stay
 * plentiful. Keys are product slugs, then pack names; the number is the units in the warehouse.
 */
export const DEMO_SCARCE_STOCK: Record<string, Record<string, Record<string, number>>> = {
  "Annapurna Store": {
    "shubh-clean-camphor-tablets": { "50 g": 0 },
    "gokul-fresh-crunchy-peanut-butter": { "500 g": 0 },
    "masala-mahal-garam-masala": { "500 g": 0 },
    "herbal-roots-amla-hair-oil": { "500 ml": 0 },
    "gokul-fresh-dairy-whitener": { "200 g": 3 },
    "kisan-gold-moong-dal": { "1 kg": 2 },
    "chai-bagan-masala-chai": { "500 g": 5 },
  },
  "Bulk Bazaar Wholesale": {
    "gokul-fresh-sweetened-condensed-milk": { "Case of 12 × 500 g": 0 },
    "chai-bagan-assam-ctc-tea": { "Case of 24 × 250 g": 0 },
    "shubh-clean-detergent-powder": { "50 kg": 0 },
    "gokul-fresh-pure-cow-ghee": { "15 L tin": 4 },
    "crunchy-bites-madras-mixture": { "Carton of 24 × 200 g": 3 },
    "kisan-gold-sona-masoori-rice": { "50 kg": 2 },
  },
};

/** A plentiful pack's units: 150 to 649, the same for the same pack on every reset. */
function plentiful(slug: string, packName: string): number {
  return 150 + (createHash("sha256").update(`${slug}/${packName}`).digest().readUInt32BE(0) % 500);
}

type StockStore = Kysely<{
  websites: { id: number; name: string };
  products: { id: number; website_id: number; slug: string };
  packs: { id: number; product_id: number; warehouse_id: number; name: string };
  pack_stock: { pack_id: number; warehouse_id: number; quantity: number };
}>;

/** Gives every pack that has no stock row at its warehouse the demo's units (the seed, and databases made before stock was kept). */
export async function stockUnstockedPacks<T>(db: Kysely<T>) {
  const store = db as unknown as StockStore;
  const packs = await store
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .innerJoin("websites", "websites.id", "products.website_id")
    .leftJoin("pack_stock", (join) => join.onRef("pack_stock.pack_id", "=", "packs.id").onRef("pack_stock.warehouse_id", "=", "packs.warehouse_id"))
    .select(["packs.id", "packs.warehouse_id", "packs.name", "products.slug", "websites.name as website"])
    .where("pack_stock.pack_id", "is", null)
    .execute();
  for (let start = 0; start < packs.length; start += 200) {
    const rows = packs.slice(start, start + 200).map((pack) => ({
      pack_id: pack.id,
      warehouse_id: pack.warehouse_id,
      quantity: DEMO_SCARCE_STOCK[pack.website]?.[pack.slug]?.[pack.name] ?? plentiful(pack.slug, pack.name),
    }));
    await store.insertInto("pack_stock").values(rows).execute();
  }
}
