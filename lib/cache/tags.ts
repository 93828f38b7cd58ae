/**
 * The one registry of cache tags. The embedded backend names them after a write and the storefront
 * tags its cached pages and data with them, so both sides must build them here.
 *
 * - website: the shell of a website (settings, theme, navigation, footer, SEO, popup, pages, categories).
 * - catalogue: anything that shows products of a website (lists, product pages, carousels on pages).
 * - product: one product (its own API answers).
 */
export const cacheTags = {
  website: (websiteId: number) => `website:${websiteId}`,
  catalogue: (websiteId: number) => `catalogue:${websiteId}`,
  product: (productId: number) => `product:${productId}`,
} as const;

/** Every public page of a website shows its shell and, in blocks, carousels or lists, its products. */
export function publicPageTags(websiteId: number): string[] {
  return [cacheTags.website(websiteId), cacheTags.catalogue(websiteId)];
}

/** What a change to one product (or one of its packs) makes stale. */
export function productChangeTags(websiteId: number, productId: number): string[] {
  return [cacheTags.catalogue(websiteId), cacheTags.product(productId)];
}

/** Tags are short, printable and without spaces (Next refuses longer than 256 characters). */
export function isCacheTag(value: unknown): value is string {
  return typeof value === "string" && /^[a-z]+:[\w.-]{1,200}$/.test(value);
}
