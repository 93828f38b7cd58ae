import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { NetUnit } from "@/lib/api/schemas/net-unit";
import { firstImage } from "@/backend/services/products/first-image";
import { packStock } from "@/backend/services/stock/levels";
import { loadTranslations } from "@/backend/services/translations/load";
import type { CatalogueLanguage } from "@/backend/services/translations/catalogue-language";

export interface CartLineRow {
  pack_id: number;
  quantity: number;
  warehouse_id: number;
  pack: string;
  price: number;
  act_price: number;
  net_quantity: number | null;
  net_unit: NetUnit | null;
  sellable: boolean;
  product_id: number;
  name: string;
  slug: string;
  image: string;
  /** Units of the pack at the warehouse that sells it (withStock), read with the line. */
  stock: number;
}

/**
 * The cart's lines with what the shopper sees of each pack (its own photo, else the product's first)
 * and its stock, oldest first, in one query; product and pack names in `language` where translated
 * (one more query).
 */
export async function loadCartLines(db: Kysely<Database>, cartId: number, language: CatalogueLanguage = null): Promise<CartLineRow[]> {
  const rows = await db
    .selectFrom("cart_items")
    .innerJoin("packs", "packs.id", "cart_items.pack_id")
    .innerJoin("products", "products.id", "packs.product_id")
    .select((eb) => [
      "cart_items.pack_id",
      "cart_items.quantity",
      "cart_items.warehouse_id",
      "packs.name as pack",
      "packs.price",
      "packs.act_price",
      "packs.net_quantity",
      "packs.net_unit",
      "packs.active as pack_active",
      "products.active as product_active",
      "products.id as product_id",
      "products.name",
      "products.slug",
      "packs.image as pack_image",
      firstImage(eb),
      packStock(eb),
    ])
    .where("cart_items.cart_id", "=", cartId)
    .orderBy("cart_items.created_at")
    .orderBy("cart_items.pack_id")
    .execute();
  const translations = await loadTranslations(db, language, {
    product: rows.map((row) => row.product_id),
    pack: rows.map((row) => row.pack_id),
  });
  return rows.map(({ pack_active, product_active, pack_image, image, stock, ...row }) => ({
    ...row,
    stock: Number(stock),
    name: translations.name("product", row.product_id, row.name),
    pack: translations.name("pack", row.pack_id, row.pack),
    image: pack_image ?? image ?? "",
    sellable: pack_active === 1 && product_active === 1,
  }));
}

export interface DeliveryArea {
  delivery_charge_id: number;
  warehouse_id: number;
  warehouse_name: string;
  delivery_charge: number;
  free_delivery_above: number | null;
  cod_enabled: number;
  cod_limit: number | null;
}

/** For each warehouse in the cart, the active area serving this pincode (if any). */
/** The active delivery areas (warehouse and charges, paise) of active warehouses serving a pincode, oldest first. */
export function deliveryAreasFor(db: Kysely<Database>, pincode: string) {
  return db
    .selectFrom("warehouse_pincodes")
    .innerJoin("warehouses", "warehouses.id", "warehouse_pincodes.warehouse_id")
    .select([
      "warehouse_pincodes.id as delivery_charge_id",
      "warehouse_pincodes.warehouse_id",
      "warehouses.name as warehouse_name",
      "warehouse_pincodes.delivery_charge",
      "warehouse_pincodes.free_delivery_above",
      "warehouse_pincodes.cod_enabled",
      "warehouse_pincodes.cod_limit",
      "warehouse_pincodes.city",
      "warehouse_pincodes.state",
    ])
    .where("warehouse_pincodes.pincode", "=", pincode)
    .where("warehouse_pincodes.active", "=", 1)
    .where("warehouses.active", "=", 1)
    .orderBy("warehouse_pincodes.id");
}

export async function loadDeliveryAreas(db: Kysely<Database>, warehouseIds: number[], pincode: string): Promise<DeliveryArea[]> {
  if (warehouseIds.length === 0) return [];
  return deliveryAreasFor(db, pincode).where("warehouse_pincodes.warehouse_id", "in", warehouseIds).execute();
}

export async function loadSlotRules(db: Kysely<Database>, warehouseIds: number[]) {
  if (warehouseIds.length === 0) return [];
  return db
    .selectFrom("delivery_slots")
    .select(["warehouse_id", "start_time", "end_time", "cutoff_minutes"])
    .where("warehouse_id", "in", warehouseIds)
    .where("active", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
}
