import type { Brand, Category, ProductQuery } from "@/lib/api/schemas";
import { findCategory, splitSlugs } from "./catalogue-filters";
import type { Texts } from "@/lib/i18n/texts";

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

type KnownSlugs = { categories: Category[]; brands: Brand[]; suppliers: { slug: string }[] };

/**
 * The query with only the categories, brands and suppliers the website has, and whether anything was
 * dropped: a made-up value must never reach the page's title, heading, breadcrumb or links.
 */
export function knownFilters(query: ProductQuery, known: KnownSlugs): { query: ProductQuery; dropped: boolean } {
  const keep = (value: string | undefined, isKnown: (slug: string) => boolean) => {
    const slugs = splitSlugs(value);
    const kept = slugs.filter(isKnown);
    return { value: kept.length > 0 ? kept.join(",") : undefined, dropped: kept.length < slugs.length };
  };
  const c = keep(query.c, (slug) => findCategory(known.categories, slug) !== null);
  const b = keep(query.b, (slug) => known.brands.some((brand) => brand.slug === slug));
  const s = keep(query.s, (slug) => known.suppliers.some((supplier) => supplier.slug === slug));
  return { query: { ...query, c: c.value, b: b.value, s: s.value }, dropped: c.dropped || b.dropped || s.dropped };
}

/** A list that does not exist: a page past the last, or unknown filters that find nothing. */
export function isMissingList(page: number, perPage: number, total: number, unknownFilter: boolean): boolean {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return page > lastPage || (total === 0 && unknownFilter);
}

function list(names: string[], t: Texts): string {
  const and = ` ${t("and")} `;
  return names.length <= 2 ? names.join(and) : `${names.slice(0, -1).join(", ")}${and}${names.at(-1)}`;
}

/** What the list shows, in words (the Catalogue messages): the page heading and title. */
export function listHeading(query: ProductQuery, names: CatalogueNames, t: Texts): string {
  if (query.q) return t("searchResultsFor", { term: query.q });
  const categories = splitSlugs(query.c).map(names.category);
  const brands = splitSlugs(query.b).map(names.brand);
  const suppliers = splitSlugs(query.s).map(names.supplier);
  if (categories.length > 0 && brands.length === 0 && suppliers.length === 0) return list(categories, t);
  if (brands.length > 0 && categories.length === 0 && suppliers.length === 0) return list(brands, t);
  if (suppliers.length > 0 && categories.length === 0 && brands.length === 0) return t("fromSuppliers", { names: list(suppliers, t) });
  if (categories.length + brands.length + suppliers.length > 0) return list([...categories, ...brands, ...suppliers], t);
  if (query.on_offer === "1" || query.sort === "discount") return t("offers");
  if (query.sort === "price_asc") return t("lowestPrices");
  if (query.sort === "newest") return t("newArrivals");
  return t("allProducts");
}

/** The list inside a sentence ("Shop … online"): names keep their own case, generic words do not. */
export function listSubject(query: ProductQuery, names: CatalogueNames, t: Texts): string {
  const heading = listHeading(query, names, t);
  const named = splitSlugs(query.c).length + splitSlugs(query.b).length + splitSlugs(query.s).length > 0;
  if (!named) return heading.toLowerCase();
  return heading.startsWith("From ") ? `products ${heading.charAt(0).toLowerCase()}${heading.slice(1)}` : heading;
}
