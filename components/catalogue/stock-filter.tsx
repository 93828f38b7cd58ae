import type { ProductQuery } from "@/lib/api/schemas";
import { productsHref } from "@/lib/catalogue-filters";
import { FilterLink } from "./filter-sidebar";

/** "Hide out of stock": off by default, a link (works without JavaScript) that keeps the rest of the query. */
export function StockFilter({ query }: { query: ProductQuery }) {
  const hiding = query.in_stock === "1";
  return (
    <div className="rounded-lg border border-line bg-surface-raised px-2">
      <FilterLink href={productsHref({ ...query, page: undefined, in_stock: hiding ? undefined : "1" })} selected={hiding}>
        Hide out of stock
      </FilterLink>
    </div>
  );
}
