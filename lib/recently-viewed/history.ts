/**
 * The shopper's recently viewed products, kept in the browser's localStorage (no account needed):
 * product ids only, most recent first, each once, at most RECENTLY_VIEWED_LIMIT. The card data is
 * fetched fresh each time, so a price is never stale. Whatever is stored is checked on read: a value
 * this code did not write (another version, a browser extension, a hand edit) counts as no history.
 */
export const RECENTLY_VIEWED_LIMIT = 20;

/** One history per website: the key names the website's host. */
export function historyKey(host: string): string {
  return `recently-viewed:${host.toLowerCase()}`;
}

const isProductId = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value > 0;

/** The stored text → the ids it holds: [] when it is missing or not a list of product ids. */
export function parseHistory(stored: string | null): number[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value) || !value.every(isProductId)) return [];
  return [...new Set(value)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The history after viewing a product: it comes first, once, and the oldest beyond the limit drop off. */
export function withView(history: readonly number[], productId: number): number[] {
  if (!isProductId(productId)) return [...history];
  return [productId, ...history.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The history without the given products. */
export function without(history: readonly number[], productIds: readonly number[]): number[] {
  const gone = new Set(productIds);
  return history.filter((id) => !gone.has(id));
}
