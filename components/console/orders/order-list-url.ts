/** The console's order list keeps its whole state (filters, sort, page) in the URL, so back and reload keep it. */
export const CONSOLE_ORDERS_PATH = "/bos/admin/orders";

export const consoleOrderPath = (id: number) => `${CONSOLE_ORDERS_PATH}/${id}`;
export const packingSlipPath = (id: number) => `${CONSOLE_ORDERS_PATH}/${id}/packing-slip`;

/** The URL's query without empty values (an empty filter field means no filter). */
export function cleanQuery(searchParams: Record<string, string | string[] | undefined>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(searchParams)) {
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (text) query[key] = text;
  }
  return query;
}

/** The same list with some of its state changed; a new filter or sort starts again at page 1. */
export function listHref(query: Record<string, string>, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(query);
  if (!("page" in changes)) next.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const text = next.toString();
  return text ? `${CONSOLE_ORDERS_PATH}?${text}` : CONSOLE_ORDERS_PATH;
}
