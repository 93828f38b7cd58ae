/** Pages for one visitor: rendered per request, never stored, and never prefetched (/page-builder: the seller's website settings). */
const PRIVATE_PREFIXES = ["/account", "/checkout", "/order", "/auth", "/bos", "/page-builder"];

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
