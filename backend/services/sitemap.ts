import { sql, type Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { categoryIdsWithDescendants, loadCategories } from "@/backend/services/catalogue";
import { productsOf } from "@/backend/services/products/base-query";

interface SitemapListing {
  slug: string;
  /** The latest change of any product it lists (ISO 8601). */
  lastmod: string;
}

interface SitemapProduct extends SitemapListing {
  /** The product's first image (media path), or null. */
  image: string | null;
}

export interface SitemapData {
  products: SitemapProduct[];
  categories: SitemapListing[];
  brands: SitemapListing[];
  suppliers: SitemapListing[];
}

type Row = { id: number; slug: string; category_id: number | null; brand_slug: string | null; supplier_slug: string | null; lastmod: string };

const later = (a: string | undefined, b: string) => (a !== undefined && a > b ? a : b);

/** One listing per key that has products, dated by its latest product. */
function listings(rows: Row[], keysOf: (row: Row) => string[]): SitemapListing[] {
  const latest = new Map<string, string>();
  for (const row of rows) for (const key of keysOf(row)) latest.set(key, later(latest.get(key), row.lastmod));
  return [...latest].map(([slug, lastmod]) => ({ slug, lastmod }));
}

/**
 * What a website's sitemap lists: its active products, and the category, brand and supplier listings
 * that show at least one of them (an empty listing answers 404, so it is never listed).
 */
export async function sitemapData(db: Kysely<Database>, websiteId: number): Promise<SitemapData> {
  const rows: Row[] = await productsOf(db, websiteId)
    .leftJoin("suppliers", "suppliers.id", "products.supplier_id")
    .select([
      "products.id",
      "products.slug",
      "products.category_id",
      "brands.slug as brand_slug",
      "suppliers.slug as supplier_slug",
      sql<string>`coalesce(products.updated_at, products.created_at)`.as("lastmod"),
    ])
    .orderBy("products.id")
    .execute();
  const firstImages = rows.length
    ? await db
        .selectFrom("product_medias")
        .select(["product_id", "src"])
        .where("product_id", "in", rows.map((row) => row.id))
        .orderBy("product_id")
        .orderBy("position")
        .orderBy("id")
        .execute()
    : [];
  const imageOf = new Map<number, string>();
  for (const media of firstImages) if (!imageOf.has(media.product_id)) imageOf.set(media.product_id, media.src);

  const categories = await loadCategories(db, websiteId);
  const underCategory = new Map(categories.map((category) => [category.slug, new Set(categoryIdsWithDescendants(categories, [category.slug]))]));
  const categoriesOf = (row: Row) =>
    row.category_id === null ? [] : categories.filter((category) => underCategory.get(category.slug)!.has(row.category_id!)).map((category) => category.slug);

  return {
    products: rows.map((row) => ({ slug: row.slug, lastmod: row.lastmod, image: imageOf.get(row.id) ?? null })),
    categories: listings(rows, categoriesOf),
    brands: listings(rows, (row) => (row.brand_slug ? [row.brand_slug] : [])),
    suppliers: listings(rows, (row) => (row.supplier_slug ? [row.supplier_slug] : [])),
  };
}
