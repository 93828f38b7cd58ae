import { useTranslations } from "next-intl";
import type { ProductQuery } from "@/lib/api/schemas";
import { productsHref } from "@/lib/catalogue-filters";
import { FilterLink } from "./filter-sidebar";

/**
 * "Hide out of stock" and "On offer only": off by default, links (they work without JavaScript) that
 * keep the rest of the query.
 */
export function ListToggles({ query }: { query: ProductQuery }) {
  const t = useTranslations("Catalogue");
  const hiding = query.in_stock === "1";
  const offersOnly = query.on_offer === "1";
  return (
    <div className="rounded-lg border border-line bg-surface-raised px-2">
      <FilterLink href={productsHref({ ...query, page: undefined, in_stock: hiding ? undefined : "1" })} selected={hiding}>
        {t("hideOutOfStock")}
      </FilterLink>
      <FilterLink href={productsHref({ ...query, page: undefined, on_offer: offersOnly ? undefined : "1" })} selected={offersOnly}>
        {t("onOfferOnly")}
      </FilterLink>
    </div>
  );
}
