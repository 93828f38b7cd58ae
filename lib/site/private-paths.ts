/** Pages for one visitor: rendered per request, never stored, and never prefetched. */
const PRIVATE_PREFIXES = ["/account", "/checkout", "/order", "/auth", "/bos", "/page-builder", "/page-builder-preview"];

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
