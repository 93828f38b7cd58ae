import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { ProductWire } from "@/backend/schemas/catalogue";
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
const slugsOf = (value: unknown) => (Array.isArray(value) ? value.filter((slug): slug is string => typeof slug === "string").slice(0, CAROUSEL_MAX) : []);

/** The website's products shoppers can see, of these slugs. */
const visibleProducts = (db: Kysely<Database>, websiteId: number, slugs: string[]) =>
  db.selectFrom("products").select(["id", "slug"]).where("website_id", "=", websiteId).where("active", "=", 1).where("slug", "in", slugs).execute();

/** The slugs of this list that name no product shoppers can see on the website. */
export async function unknownProductSlugs(db: Kysely<Database>, websiteId: number, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const known = new Set((await visibleProducts(db, websiteId, slugs)).map((product) => product.slug));
  return slugs.filter((slug) => !known.has(slug));
}

const anyPackInStock = (product: ProductWire) => product.packs.some((pack) => pack.in_stock);

/**
 * Hand-picked products in the seller's order; as in every list, those with no pack in stock come
 * after the others, and hidden or unknown ones are left out.
 */
async function chosenProducts(db: Kysely<Database>, websiteId: number, slugs: string[], language: CatalogueLanguage) {
  const found = await visibleProducts(db, websiteId, slugs);
  const page = await listProducts(db, websiteId, { ids: found.map((product) => product.id), perPage: CAROUSEL_MAX, language });
  const place = new Map(slugs.map((slug, index) => [slug, index]));
  return page.data.sort((a, b) => Number(anyPackInStock(b)) - Number(anyPackInStock(a)) || place.get(a.slug)! - place.get(b.slug)!);
}

/** Data-driven components get their content in `response`, so a page needs one call. */
const RESOLVERS: Record<string, Resolver> = {
  product_carousel: async (db, websiteId, logic, language) => {
    const chosen = slugsOf(logic.products);
    if (chosen.length > 0) return chosenProducts(db, websiteId, chosen, language);
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
