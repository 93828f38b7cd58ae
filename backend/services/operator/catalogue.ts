import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { invalidate } from "@/backend/cache/invalidation";
import { paise, rupees } from "@/backend/services/money";
import { productChangeTags } from "@/lib/cache/tags";
import type { NetUnit } from "@/lib/api/schemas/net-unit";
import { netQuantityFields } from "@/backend/services/products/unit-price";
import type { Result } from "@/backend/services/result";
import type { PackSavedWire, ProductSavedWire } from "@/backend/schemas/operator";
import { inTransaction } from "@/backend/db/in-transaction";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import { CATALOGUE_REFERENCE_MESSAGES, foreignReference, freeSlug, type CatalogueReferenceRefusal } from "./catalogue-references";
import { discountPercent, storedDescription } from "./create-product";

export const OPERATOR_CATALOGUE_MESSAGES = {
  packNotFound: "No pack has that id",
  productNotFound: "No product has that id",
  priceAboveMrp: "The price cannot be above the MRP (act_price)",
  nothingToChange: "Send at least one field to change",
  ...CATALOGUE_REFERENCE_MESSAGES,
} as const;

export interface PackChange {
  /** The pack's label, e.g. "1 kg". */
  name?: string;
  active?: boolean;
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
export type UpdateProductResult = Result<
  { product: ProductSavedWire },
  "nothingToChange" | "productNotFound" | CatalogueReferenceRefusal | "slugTaken" | "emptySlug"
>;

/**
 * Sets a pack's label, price and/or MRP (rupees), its net quantity, GTIN or active flag, recomputes its
 * discount, and makes the pages that show it stale. With an actor (the console) the pack must belong
 * to the actor's website, and the change is recorded in the audit log in the same transaction.
 */
export async function updatePack(db: Kysely<Database>, packId: number, change: PackChange, actor?: AuditActor): Promise<UpdatePackResult> {
  const fields = [change.name, change.active, change.price, change.act_price, change.net_unit, change.gtin];
  if (fields.every((field) => field === undefined)) return { ok: false, reason: "nothingToChange" };
  const pack = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.product_id", "packs.name", "packs.active", "packs.price", "packs.act_price", "packs.net_quantity", "packs.net_unit", "packs.gtin", "products.website_id", "products.name as product_name"])
    .where("packs.id", "=", packId)
    .$if(actor !== undefined, (query) => query.where("products.website_id", "=", actor!.websiteId))
    .executeTakeFirst();
  if (!pack) return { ok: false, reason: "packNotFound" };
  const price = change.price === undefined ? pack.price : paise(change.price);
  const mrp = change.act_price === undefined ? pack.act_price : paise(change.act_price);
  if (price > mrp) return { ok: false, reason: "priceAboveMrp" };
  const discount = discountPercent(price, mrp);
  const net = change.net_unit === undefined ? pack : { net_quantity: change.net_quantity ?? null, net_unit: change.net_unit };
  const gtin = change.gtin === undefined ? pack.gtin : change.gtin;
  const name = change.name ?? pack.name;
  const active = change.active === undefined ? pack.active : change.active ? 1 : 0;
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable("packs")
      .set({ name, active, price, act_price: mrp, discount, net_quantity: net.net_quantity, net_unit: net.net_unit, gtin })
      .where("id", "=", packId)
      .execute();
    await trx.updateTable("products").set({ updated_at: new Date().toISOString() }).where("id", "=", pack.product_id).execute();
    if (actor) {
      const shown = (values: { name: string; active: number; price: number; act_price: number; net_quantity: number | null; net_unit: NetUnit | null; gtin: string | null }) => ({
        name: values.name,
        active: values.active === 1,
        price: rupees(values.price),
        act_price: rupees(values.act_price),
        net_quantity: values.net_quantity,
        net_unit: values.net_unit,
        gtin: values.gtin,
      });
      await recordAudit(trx, {
        websiteId: actor.websiteId,
        actorUserId: actor.userId,
        action: "update",
        entity: "pack",
        entityId: packId,
        summary: `Changed ${pack.product_name} ${pack.name}`,
        before: shown(pack),
        after: shown({ name, active, price, act_price: mrp, net_quantity: net.net_quantity, net_unit: net.net_unit, gtin }),
      });
    }
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
  slug?: string;
  category_id?: number | null;
  brand_id?: number | null;
  supplier_id?: number | null;
  hsn_code?: string | null;
  gst_rate?: number;
}

const PRODUCT_AUDIT_COLUMNS = ["name", "slug", "description", "active", "category_id", "brand_id", "supplier_id", "hsn_code", "gst_rate"] as const;

/**
 * Changes a product's name, address, description, classification, tax or active flag, and makes the
 * pages that show it stale. With an actor (the console) the product must belong to the actor's
 * website, so must the category, brand and supplier it names, and the change is recorded in the audit
 * log in the same transaction.
 */
export async function updateProduct(db: Kysely<Database>, productId: number, change: ProductChange, actor?: AuditActor): Promise<UpdateProductResult> {
  const values = {
    ...(change.product_name !== undefined ? { name: change.product_name } : {}),
    ...(change.product_description !== undefined ? { description: storedDescription(change.product_description) } : {}),
    ...(change.active !== undefined ? { active: change.active ? 1 : 0 } : {}),
    ...(change.category_id !== undefined ? { category_id: change.category_id } : {}),
    ...(change.brand_id !== undefined ? { brand_id: change.brand_id } : {}),
    ...(change.supplier_id !== undefined ? { supplier_id: change.supplier_id } : {}),
    ...(change.hsn_code !== undefined ? { hsn_code: change.hsn_code || null } : {}),
    ...(change.gst_rate !== undefined ? { gst_rate: change.gst_rate } : {}),
  };
  if (Object.keys(values).length === 0 && change.slug === undefined) return { ok: false, reason: "nothingToChange" };
  const product = await db
    .selectFrom("products")
    .select(["id", "website_id", ...PRODUCT_AUDIT_COLUMNS])
    .where("id", "=", productId)
    .$if(actor !== undefined, (query) => query.where("website_id", "=", actor!.websiteId))
    .executeTakeFirst();
  if (!product) return { ok: false, reason: "productNotFound" };
  const foreign = await foreignReference(db, product.website_id, change);
  if (foreign) return { ok: false, reason: foreign };
  let slug: string | undefined;
  if (change.slug !== undefined && change.slug !== product.slug) {
    const free = await freeSlug(db, product.website_id, change.product_name ?? product.name, change.slug, productId);
    if (free === null) return { ok: false, reason: "emptySlug" };
    if (typeof free !== "string") return { ok: false, reason: "slugTaken" };
    slug = free;
  }
  const written = { ...values, ...(slug ? { slug } : {}) };
  await inTransaction(db, async (trx) => {
    await trx.updateTable("products").set({ ...written, updated_at: new Date().toISOString() }).where("id", "=", productId).execute();
    if (actor) {
      const changed = Object.keys(written) as (keyof typeof written)[];
      await recordAudit(trx, {
        websiteId: actor.websiteId,
        actorUserId: actor.userId,
        action: change.active === false && product.active === 1 ? "deactivate" : "update",
        entity: "product",
        entityId: productId,
        summary: `Changed ${product.name}: ${changed.join(", ")}`,
        before: Object.fromEntries(changed.map((key) => [key, product[key]])),
        after: written,
      });
    }
  });
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
