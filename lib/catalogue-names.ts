import type { Brand, Category, ProductQuery } from "@/lib/api/schemas";
import { findCategory, splitSlugs } from "./catalogue-filters";

/** 'basmati-rice' → 'Basmati Rice' when a slug has no known name. */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
}

export type CatalogueNames = {
  category: (slug: string) => string;
  brand: (slug: string) => string;
  supplier: (slug: string) => string;
};

export function catalogueNames(categories: Category[], brands: Brand[], suppliers: { slug: string; name: string }[]): CatalogueNames {
  return {
    category: (slug) => findCategory(categories, slug)?.name ?? titleFromSlug(slug),
    brand: (slug) => brands.find((brand) => brand.slug === slug)?.name ?? titleFromSlug(slug),
    supplier: (slug) => suppliers.find((supplier) => supplier.slug === slug)?.name ?? titleFromSlug(slug),
  };
}

/**
 * Whether a filter of the query names no category, brand or supplier we know of. The supplier list
 * comes from the home page's cards and may be partial, so callers pair this with an empty result.
 */
export function hasUnknownFilter(query: ProductQuery, categories: Category[], brands: Brand[], suppliers: { slug: string }[]): boolean {
  return (
    splitSlugs(query.c).some((slug) => !findCategory(categories, slug)) ||
    splitSlugs(query.b).some((slug) => !brands.some((brand) => brand.slug === slug)) ||
    splitSlugs(query.s).some((slug) => !suppliers.some((supplier) => supplier.slug === slug))
  );
}

/** A list that does not exist: a page past the last, or unknown filters that find nothing. */
export function isMissingList(page: number, perPage: number, total: number, unknownFilter: boolean): boolean {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return page > lastPage || (total === 0 && unknownFilter);
}

const list = (names: string[]) => (names.length <= 2 ? names.join(" & ") : `${names.slice(0, -1).join(", ")} & ${names.at(-1)}`);

export const ALL_PRODUCTS_HEADING = "All products";

/** What the list shows, in words: the page heading and title. */
export function listHeading(query: ProductQuery, names: CatalogueNames): string {
  if (query.q) return `Search results for “${query.q}”`;
  const categories = splitSlugs(query.c).map(names.category);
  const brands = splitSlugs(query.b).map(names.brand);
  const suppliers = splitSlugs(query.s).map(names.supplier);
  if (categories.length > 0 && brands.length === 0 && suppliers.length === 0) return list(categories);
  if (brands.length > 0 && categories.length === 0 && suppliers.length === 0) return list(brands);
  if (suppliers.length > 0 && categories.length === 0 && brands.length === 0) return `From ${list(suppliers)}`;
  if (categories.length + brands.length + suppliers.length > 0) return list([...categories, ...brands, ...suppliers]);
  if (query.sort === "price_asc") return "Lowest prices";
  if (query.sort === "newest") return "New arrivals";
  return ALL_PRODUCTS_HEADING;
}

/** The list inside a sentence ("Shop … online"): names keep their own case, generic words do not. */
export function listSubject(query: ProductQuery, names: CatalogueNames): string {
  const heading = listHeading(query, names);
  const named = splitSlugs(query.c).length + splitSlugs(query.b).length + splitSlugs(query.s).length > 0;
  if (!named) return heading.toLowerCase();
  return heading.startsWith("From ") ? `products ${heading.charAt(0).toLowerCase()}${heading.slice(1)}` : heading;
}
