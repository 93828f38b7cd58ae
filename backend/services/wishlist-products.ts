import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { ProductWire } from "@/backend/schemas/catalogue";
import { PRODUCT_COLUMNS, productsOf } from "./products/base-query";
import { toProductWires } from "./products/shape";
import { listWishlistCategories } from "./wishlist";
import type { SignedInCustomer } from "@/backend/services/account/owner";
import { DEFAULT_WISHLIST_ID } from "@/lib/api/schemas/wishlist";
import type { CatalogueLanguage } from "./translations/catalogue-language";

const DEFAULT_WISHLIST = { id: DEFAULT_WISHLIST_ID, name: "Default" } as const;

export interface WishlistWithProducts {
  id: number;
  name: string;
  products: ProductWire[];
}

/**
 * The Default list (id 0) and the customer's own lists, each with its saved products of this website,
 * most recently saved first, in the catalogue's product shape, named in `language`. Inactive products are left out.
 */
export async function listWishlistProducts(
  db: Kysely<Database>,
  owner: SignedInCustomer,
  language: CatalogueLanguage = null,
): Promise<WishlistWithProducts[]> {
  const [lists, saved] = await Promise.all([
    listWishlistCategories(db, owner),
    productsOf(db, owner.websiteId)
      .innerJoin("wishlist_items", "wishlist_items.product_id", "products.id")
      .where("wishlist_items.user_id", "=", owner.userId)
      .select([...PRODUCT_COLUMNS, "wishlist_items.wishlist_category_id"])
      .orderBy("wishlist_items.created_at", "desc")
      .orderBy("wishlist_items.id", "desc")
      .execute(),
  ]);
  const uniqueRows = [...new Map(saved.map((row) => [row.id, row])).values()];
  const products = new Map((await toProductWires(db, uniqueRows, owner.userId, language)).map((product) => [product.product_id, product]));
  return [DEFAULT_WISHLIST, ...lists].map((list) => ({
    id: list.id,
    name: list.name,
    products: saved
      .filter((row) => (row.wishlist_category_id ?? DEFAULT_WISHLIST_ID) === list.id)
      .map((row) => products.get(row.id))
      .filter((product) => product !== undefined),
  }));
}
