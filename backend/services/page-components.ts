import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { PRODUCT_SORTS, type ProductSort } from "@/lib/api/schemas/catalogue";
import { categoryTree, listBrands, listSuppliers, loadCategories } from "./catalogue";
import { listProducts, slugList } from "./products/list";
import type { CatalogueLanguage } from "./translations/catalogue-language";

const CAROUSEL_DEFAULT = 10;
const CAROUSEL_MAX = 24;

type Logic = Record<string, unknown>;
type Resolver = (db: Kysely<Database>, websiteId: number, logic: Logic, language: CatalogueLanguage) => Promise<unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const sortOf = (value: unknown) => (PRODUCT_SORTS as readonly unknown[]).includes(value) ? (value as ProductSort) : undefined;
const limitOf = (value: unknown) =>
  Number.isInteger(value) ? Math.min(Math.max(value as number, 1), CAROUSEL_MAX) : CAROUSEL_DEFAULT;

/** Data-driven components get their content in `response`, so a page needs one call. */
const RESOLVERS: Record<string, Resolver> = {
  product_carousel: async (db, websiteId, logic, language) => {
    const page = await listProducts(db, websiteId, {
      q: text(logic.q),
      categories: slugList(text(logic.category)),
      brands: slugList(text(logic.brand)),
      suppliers: slugList(text(logic.supplier)),
      sort: sortOf(logic.sort),
      perPage: limitOf(logic.limit),
      language,
    });
    return page.data;
  },
  category_grid: async (db, websiteId, _logic, language) => categoryTree(await loadCategories(db, websiteId, language)),
  supplier_cards: (db, websiteId, _logic, language) => listSuppliers(db, websiteId, language),
  brand_list: (db, websiteId, _logic, language) => listBrands(db, websiteId, language),
};

export async function componentResponse(db: Kysely<Database>, websiteId: number, type: string, logic: unknown, language: CatalogueLanguage = null) {
  const resolve = RESOLVERS[type];
  if (!resolve) return null;
  return resolve(db, websiteId, logic && typeof logic === "object" ? (logic as Logic) : {}, language);
}
