/**
 * The one registry of cache tags. The embedded backend names them after a write and the storefront
 * tags its cached pages and data with them, so both sides must build them here.
 *
 * - website: the shell of a website (settings, theme, navigation, footer, SEO, popup, pages, categories).
 * - catalogue: anything that shows products of a website (lists, product pages, carousels on pages).
 * - product: one product (its own API answers).
 * - page: one content page's blocks, by its address (publishing a page touches no other page).
 */
export const cacheTags = {
  website: (websiteId: number) => `website:${websiteId}`,
  catalogue: (websiteId: number) => `catalogue:${websiteId}`,
  product: (productId: number) => `product:${productId}`,
  page: (websiteId: number, path: string) => `page:${websiteId}.${tagSafePath(path)}`.slice(0, 200),
} as const;

/**
 * A page address in a tag's alphabet: "/" becomes ".", letters, digits and "-" stay, anything else is
 * its code in hex between underscores. Cutting a long tag short can only make two pages share it,
 * which expires both together, never neither.
 */
function tagSafePath(path: string): string {
  return [...path.replace(/^\//, "")]
    .map((char) => (char === "/" ? "." : /[a-z0-9-]/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}_`))
    .join("");
}

/** Every public page of a website shows its shell and, in blocks, carousels or lists, its products. */
export function publicPageTags(websiteId: number): string[] {
  return [cacheTags.website(websiteId), cacheTags.catalogue(websiteId)];
}

/** A content page shows the website's shell and products, and its own blocks. */
export function contentPageTags(websiteId: number, path: string): string[] {
  return [...publicPageTags(websiteId), cacheTags.page(websiteId, path)];
}

/** What a change to one product (or one of its packs) makes stale. */
export function productChangeTags(websiteId: number, productId: number): string[] {
  return [cacheTags.catalogue(websiteId), cacheTags.product(productId)];
}

/** Tags are short, printable and without spaces (Next refuses longer than 256 characters). */
export function isCacheTag(value: unknown): value is string {
  return typeof value === "string" && /^[a-z]+:[\w.-]{1,200}$/.test(value);
}
