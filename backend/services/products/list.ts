import { sql, type Kysely, type RawBuilder } from "kysely";
import { dialectOf } from "@/backend/db/dialect";
import type { Database } from "@/backend/db/schema";
import type { ProductWire } from "@/backend/schemas/catalogue";
import type { ProductSort } from "@/lib/api/schemas/catalogue";
import { categoryIdsWithDescendants, loadCategories } from "../catalogue";
import { PRODUCT_COLUMNS, productsOf } from "./base-query";
import { planSearch, relevantHits } from "./search";
import { hasPackOfSize, packHasSize, readPackSize, type PackSize } from "../search/pack-size";
import { toProductWires } from "./shape";
import type { CatalogueLanguage } from "../translations/catalogue-language";

const DEFAULT_PER_PAGE = 24;

export interface ProductListOptions {
  q?: string;
  categories?: string[];
  brands?: string[];
  suppliers?: string[];
  /** Only these products (their order is the sort's, not this list's). */
  ids?: number[];
  sort?: ProductSort;
  /** Leave out products with no pack in stock (else they come after the others, whatever the sort). */
  inStockOnly?: boolean;
  /** Only products with an active pack priced below its MRP. */
  onOfferOnly?: boolean;
  page?: number;
  perPage?: number;
  /** The signed-in user whose wishlist flags the products carry. */
  viewerId?: number | null;
  /** The language of the names and descriptions (null: the website's default). */
  language?: CatalogueLanguage;
}

export interface ProductPage {
  data: ProductWire[];
  meta: { total: number; page: number; perPage: number };
}

/** "a, b,,c" → ["a", "b", "c"] */
export const slugList = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((slug) => slug.trim().toLowerCase())
    .filter(Boolean);

const lowestPrice = sql<number>`(select min(packs.price) from packs where packs.product_id = products.id and packs.active = 1)`;
const NO_PRICE_HIGH = 2_147_483_647;
/** The largest saving on MRP among the product's active packs, in percent (0 when none is discounted). */
const largestDiscount = sql<number>`(select coalesce(max(case when packs.act_price > packs.price then (packs.act_price - packs.price) * 100.0 / packs.act_price else 0 end), 0) from packs where packs.product_id = products.id and packs.active = 1)`;
/** 1 when some active pack of the product has units at the warehouse that sells it, else 0. */
const anyPackInStock = sql<number>`(case when exists (select 1 from packs join pack_stock on pack_stock.pack_id = packs.id and pack_stock.warehouse_id = packs.warehouse_id where packs.product_id = products.id and packs.active = 1 and pack_stock.quantity > 0) then 1 else 0 end)`;

/** The ORDER BY of a sort; products.id breaks ties so pages never overlap. Relevance needs a search. */
function sortOrder(db: Kysely<Database>, sort: ProductSort | undefined, searching: boolean): [RawBuilder<unknown>, "asc" | "desc"] {
  switch (sort) {
    case "relevance":
      return searching ? [sql`hits.score`, "desc"] : [sql`products.popularity`, "desc"];
    case "price_asc":
      return [sql`coalesce(${lowestPrice}, ${NO_PRICE_HIGH})`, "asc"];
    case "price_desc":
      return [sql`coalesce(${lowestPrice}, -1)`, "desc"];
    case "discount":
      return [largestDiscount, "desc"];
    case "name":
      // Byte order on both dialects, whatever the PostgreSQL database's locale.
      return [dialectOf(db) === "postgres" ? sql`lower(products.name) collate "C"` : sql`lower(products.name)`, "asc"];
    case "newest":
      return [sql`products.created_at`, "desc"];
    default:
      return [sql`products.popularity`, "desc"];
  }
}

export async function listProducts(db: Kysely<Database>, websiteId: number, options: ProductListOptions): Promise<ProductPage> {
  const page = options.page ?? 1;
  const perPage = options.perPage ?? DEFAULT_PER_PAGE;
  const empty: ProductPage = { data: [], meta: { total: 0, page, perPage } };
  const { words, size } = readPackSize(options.q);
  const slots = await planSearch(db, websiteId, words);

  let query = productsOf(db, websiteId);
  if (options.categories?.length) {
    const ids = categoryIdsWithDescendants(await loadCategories(db, websiteId), options.categories);
    if (ids.length === 0) return empty;
    query = query.where("products.category_id", "in", ids);
  }
  if (options.brands?.length) {
    const brands = options.brands;
    query = query.where("products.brand_id", "in", (eb) =>
      eb.selectFrom("brands").select("id").where("website_id", "=", websiteId).where("slug", "in", brands),
    );
  }
  if (options.suppliers?.length) {
    const suppliers = options.suppliers;
    query = query.where("products.supplier_id", "in", (eb) =>
      eb.selectFrom("suppliers").select("id").where("website_id", "=", websiteId).where("slug", "in", suppliers),
    );
  }
  if (options.ids) {
    if (options.ids.length === 0) return empty;
    query = query.where("products.id", "in", options.ids);
  }
  if (options.inStockOnly) query = query.where(anyPackInStock, "=", 1);
  if (options.onOfferOnly) query = query.where(largestDiscount, ">", 0);
  // A size alone ("5kg") lists the products sold in that size.
  if (size && slots.length === 0) query = query.where(hasPackOfSize(size), "=", 1);
  const searched =
    slots.length > 0
      ? query.innerJoin((await relevantHits(db, websiteId, slots)).as("hits"), (join) => join.onRef("hits.product_id", "=", "products.id"))
      : null;

  const counted = await (searched ?? query)
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  if (total === 0 || (page - 1) * perPage >= total) return { ...empty, meta: { ...empty.meta, total } };

  const [order, direction] = sortOrder(db, options.sort ?? (searched ? "relevance" : undefined), searched !== null);
  let ordered = (searched ?? query).select(PRODUCT_COLUMNS).orderBy(anyPackInStock, "desc");
  if (size) ordered = ordered.orderBy(hasPackOfSize(size), "desc");
  const rows = await ordered
    .orderBy(order, direction)
    .orderBy("products.id", "asc")
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const products = await toProductWires(db, rows, options.viewerId ?? null, options.language ?? null);
  return { data: size ? products.map((product) => withMatchedPack(product, size)) : products, meta: { total, page, perPage } };
}

/** A product found with a pack size names its pack of that size, which its card then shows and opens. */
function withMatchedPack(product: ProductWire, size: PackSize): ProductWire {
  const matched = product.packs.find((pack) => packHasSize(pack, size));
  return matched ? { ...product, matched_pack_id: matched.pack_id } : product;
}
