import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { invalidate } from "@/backend/cache/invalidation";
import { paise, rupees } from "@/backend/services/money";
import { productChangeTags } from "@/lib/cache/tags";
import type { NetUnit } from "@/lib/api/schemas/net-quantity";
import { netQuantityFields } from "@/backend/services/products/unit-price";
import type { Result } from "@/backend/services/result";
import type { PackSavedWire, ProductSavedWire } from "@/backend/schemas/operator";

export const OPERATOR_CATALOGUE_MESSAGES = {
  packNotFound: "No pack has that id",
  productNotFound: "No product has that id",
  priceAboveMrp: "The price cannot be above the MRP (act_price)",
  nothingToChange: "Send at least one field to change",
} as const;

/** Percent off the MRP, rounded; 0 when the price is not below it. */
function discountPercent(pricePaise: number, mrpPaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.round(((mrpPaise - pricePaise) / mrpPaise) * 100);
}

export interface PackChange {
  price?: number;
  act_price?: number;
  /** Sent together (the schema sees to it); null clears them. */
  net_quantity?: number | null;
  net_unit?: NetUnit | null;
  /** A checked GS1 GTIN; null clears it. */
  gtin?: string | null;
}

/** `nothingToChange`: an empty change; `priceAboveMrp`: the price (as sent or as stored) would pass the MRP. */
export type UpdatePackResult = Result<{ pack: PackSavedWire }, "nothingToChange" | "packNotFound" | "priceAboveMrp">;
export type UpdateProductResult = Result<{ product: ProductSavedWire }, "nothingToChange" | "productNotFound">;

/**
 * Sets a pack's price and/or MRP (rupees), its net quantity and/or its GTIN, recomputes its discount,
 * and makes the pages that show it stale.
 */
export async function updatePack(db: Kysely<Database>, packId: number, change: PackChange): Promise<UpdatePackResult> {
  if (change.price === undefined && change.act_price === undefined && change.net_unit === undefined && change.gtin === undefined) {
    return { ok: false, reason: "nothingToChange" };
  }
  const pack = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.product_id", "packs.price", "packs.act_price", "packs.net_quantity", "packs.net_unit", "packs.gtin", "products.website_id"])
    .where("packs.id", "=", packId)
    .executeTakeFirst();
  if (!pack) return { ok: false, reason: "packNotFound" };
  const price = change.price === undefined ? pack.price : paise(change.price);
  const mrp = change.act_price === undefined ? pack.act_price : paise(change.act_price);
  if (price > mrp) return { ok: false, reason: "priceAboveMrp" };
  const discount = discountPercent(price, mrp);
  const net = change.net_unit === undefined ? pack : { net_quantity: change.net_quantity ?? null, net_unit: change.net_unit };
  const gtin = change.gtin === undefined ? pack.gtin : change.gtin;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("packs")
      .set({ price, act_price: mrp, discount, net_quantity: net.net_quantity, net_unit: net.net_unit, gtin })
      .where("id", "=", packId)
      .execute();
    await trx.updateTable("products").set({ updated_at: new Date().toISOString() }).where("id", "=", pack.product_id).execute();
  });
  await invalidate(productChangeTags(pack.website_id, pack.product_id));
  return {
    ok: true,
    pack: {
      pack_id: packId,
      product_id: pack.product_id,
      price: rupees(price),
      act_price: rupees(mrp),
      discount,
      ...netQuantityFields({ price, net_quantity: net.net_quantity, net_unit: net.net_unit }),
      gtin,
    },
  };
}

export interface ProductChange {
  product_name?: string;
  product_description?: string | null;
  active?: boolean;
}

/** Renames, re-describes, shows or hides a product, and makes the pages that show it stale. */
export async function updateProduct(db: Kysely<Database>, productId: number, change: ProductChange): Promise<UpdateProductResult> {
  const values = {
    ...(change.product_name !== undefined ? { name: change.product_name } : {}),
    ...(change.product_description !== undefined ? { description: change.product_description } : {}),
    ...(change.active !== undefined ? { active: change.active ? 1 : 0 } : {}),
  };
  if (Object.keys(values).length === 0) return { ok: false, reason: "nothingToChange" };
  const product = await db.selectFrom("products").select(["id", "website_id"]).where("id", "=", productId).executeTakeFirst();
  if (!product) return { ok: false, reason: "productNotFound" };
  await db.updateTable("products").set({ ...values, updated_at: new Date().toISOString() }).where("id", "=", productId).execute();
  await invalidate(productChangeTags(product.website_id, productId));
  const saved = await db
    .selectFrom("products")
    .select(["id", "name", "slug", "description", "active"])
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  return {
    ok: true,
    product: { product_id: saved.id, product_name: saved.name, slug: saved.slug, product_description: saved.description, active: saved.active === 1 },
  };
}
