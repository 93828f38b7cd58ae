import type { Category, ProductQuery } from "@/lib/api/schemas";
import { PAGE_SIZE_CHOICES, PRODUCTS_PER_PAGE } from "@/lib/api/contract/catalogue";

/**
 * A category as the filters offer it: a name, a slug and the subcategories, nothing to draw. A leaf has
 * no `children` at all: dozens of empty lists would otherwise travel in every page's RSC data.
 */
export type CategoryChoice = { name: string; slug: string; children?: CategoryChoice[] };

const choicesOf = new WeakMap<readonly CategoryChoice[], CategoryChoice[]>();

/**
 * The website's categories cut to what the filters need. The same list gives back the same objects,
 * so the listing, which hands it to both its filter sidebar and its phone filters button, sends it
 * once in its RSC data.
 */
export function categoryChoices(categories: readonly CategoryChoice[]): CategoryChoice[] {
  let choices = choicesOf.get(categories);
  if (!choices) {
    choices = categories.map(({ name, slug, children }) => (children?.length ? { name, slug, children: categoryChoices(children) } : { name, slug }));
    choicesOf.set(categories, choices);
  }
  return choices;
}

/** The page sizes the select offers: the fixed choices and, in its place among them, the size in use. */
export function pageSizeOptions(perPage: number): number[] {
  return [...new Set([...PAGE_SIZE_CHOICES, perPage])].sort((a, b) => a - b);
}

/**
 * The page, at the default page size, that holds the first product of `page` at `perPage`: a list
 * asked with another page size is that page's duplicate, so its canonical names it.
 */
export function defaultSizePage(page: number, perPage: number): number {
  return Math.floor(((page - 1) * perPage) / PRODUCTS_PER_PAGE) + 1;
}

/** Comma-separated slugs as a list (empty parts dropped). */
export function splitSlugs(value: string | undefined | null): string[] {
  return (value ?? "")
    .split(",")
    .map((slug) => slug.trim())
    .filter(Boolean);
}

type QueryValue = string | number | undefined | null;

/**
 * The /products URL for a query. Commas in the slug lists stay literal (`c=rice,oil`), page 1 and the
 * default page size are left out, so the address bar reads like the filters.
 */
export function productsHref(query: Partial<Record<keyof ProductQuery, QueryValue>>): string {
  const parts: string[] = [];
  const add = (key: string, value: QueryValue, list = false) => {
    if (value === undefined || value === null || value === "") return;
    const text = String(value);
    parts.push(`${key}=${list ? splitSlugs(text).map(encodeURIComponent).join(",") : encodeURIComponent(text)}`);
  };
  add("q", query.q);
  add("c", query.c, true);
  add("b", query.b, true);
  add("s", query.s, true);
  add("in_stock", query.in_stock);
  add("on_offer", query.on_offer);
  if (query.sort && query.sort !== "relevance") add("sort", query.sort);
  if (query.perPage && Number(query.perPage) !== PRODUCTS_PER_PAGE) add("perPage", query.perPage);
  if (query.page && Number(query.page) > 1) add("page", query.page);
  return parts.length > 0 ? `/products?${parts.join("&")}` : "/products";
}

/** The category filter dialog's target: /products?c={comma-separated slugs}. */
export function categoryFilterHref(slugs: string[]): string {
  return slugs.length > 0 ? `/products?c=${slugs.map(encodeURIComponent).join(",")}` : "/products";
}

/** Adds or removes one slug from a comma-separated list. */
export function toggleSlug(list: string | undefined, slug: string): string | undefined {
  const slugs = splitSlugs(list);
  const next = slugs.includes(slug) ? slugs.filter((item) => item !== slug) : [...slugs, slug];
  return next.length > 0 ? next.join(",") : undefined;
}

/** Depth-first search of the category tree. */
export function findCategory(categories: Category[], slug: string): Category | null {
  for (const category of categories) {
    if (category.slug === slug) return category;
    const found = findCategory(category.children, slug);
    if (found) return found;
  }
  return null;
}

/** The chain of categories from the root to `slug` (empty when absent). */
export function categoryTrail(categories: Category[], slug: string): Category[] {
  for (const category of categories) {
    if (category.slug === slug) return [category];
    const rest = categoryTrail(category.children, slug);
    if (rest.length > 0) return [category, ...rest];
  }
  return [];
}

/** The page links to show: 5 around the current page by default, with the first/last and ellipses. */
export function pageWindow(current: number, totalPages: number, size = 5): Array<number | "ellipsis-start" | "ellipsis-end"> {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), totalPages);
  const half = Math.floor(size / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);
  const pages: Array<number | "ellipsis-start" | "ellipsis-end"> = [];
  if (start > 1) {
    pages.push(1);
    if (start > 2) pages.push("ellipsis-start");
  }
  for (let number = start; number <= end; number += 1) pages.push(number);
  if (end < totalPages) {
    if (end < totalPages - 1) pages.push("ellipsis-end");
    pages.push(totalPages);
  }
  return pages;
}
