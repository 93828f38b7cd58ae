import { productQuerySchema, type ProductQuery } from "@/lib/api/schemas";

type SearchParamsRecord = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The product query from the address bar; invalid values are dropped rather than failing the page. */
export function parseProductQuery(params: SearchParamsRecord): ProductQuery {
  const raw: Record<string, string | undefined> = {};
  for (const key of ["q", "c", "b", "s", "sort", "in_stock", "on_offer", "page", "perPage"] as const) {
    const value = first(params[key])?.trim();
    if (value) raw[key] = value;
  }
  const query: ProductQuery = {};
  for (const key of Object.keys(raw) as (keyof typeof raw)[]) {
    const parsed = productQuerySchema.safeParse({ [key]: raw[key] });
    if (parsed.success) Object.assign(query, parsed.data);
  }
  return query;
}
