import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { ProductWire } from "@/backend/schemas/catalogue";
import { PRODUCT_COLUMNS, productsOf } from "@/backend/services/products/base-query";
import { toProductWires } from "@/backend/services/products/shape";
import type { SignedInCustomer } from "./owner";
import type { CatalogueLanguage } from "@/backend/services/translations/catalogue-language";

/** How many of the customer's latest orders the row looks at, and how many products it shows. */
const BUY_AGAIN_ORDERS = 10;
const BUY_AGAIN_PRODUCTS = 12;

/**
 * Products from the customer's latest orders on this website (cancelled ones left out), the ones in
 * the most orders first, then the most recently ordered. Only products still sold (active, with an
 * active pack), with today's packs, prices and stock, named in `language`.
 */
export async function buyAgainProducts(db: Kysely<Database>, owner: SignedInCustomer, language: CatalogueLanguage = null): Promise<ProductWire[]> {
  const latest = await db
    .selectFrom("orders")
    .select(["id", "created_at"])
    .where("user_id", "=", owner.userId)
    .where("website_id", "=", owner.websiteId)
    .where("status", "!=", "cancelled")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(BUY_AGAIN_ORDERS)
    .execute();
  if (latest.length === 0) return [];
  const placedAt = new Map(latest.map((order) => [order.id, order.created_at]));
  const lines = await db
    .selectFrom("order_items")
    .select(["order_id", "product_id"])
    .where("order_id", "in", [...placedAt.keys()])
    .where("product_id", "is not", null)
    .execute();

  const ranks = new Map<number, { orders: Set<number>; last: string }>();
  for (const line of lines) {
    const productId = line.product_id!;
    const rank = ranks.get(productId) ?? { orders: new Set<number>(), last: "" };
    rank.orders.add(line.order_id);
    const at = placedAt.get(line.order_id) ?? "";
    if (at > rank.last) rank.last = at;
    ranks.set(productId, rank);
  }
  const ranked = [...ranks.entries()]
    .sort(([idA, a], [idB, b]) => b.orders.size - a.orders.size || b.last.localeCompare(a.last) || idA - idB)
    .map(([id]) => id);
  if (ranked.length === 0) return [];

  const rows = await productsOf(db, owner.websiteId).select(PRODUCT_COLUMNS).where("products.id", "in", ranked).execute();
  const products = new Map((await toProductWires(db, rows, owner.userId, language)).map((product) => [product.product_id, product]));
  return ranked
    .map((id) => products.get(id))
    .filter((product): product is ProductWire => product !== undefined && product.packs.length > 0)
    .slice(0, BUY_AGAIN_PRODUCTS);
}
