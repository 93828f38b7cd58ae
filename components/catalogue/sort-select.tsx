"use client";

import { useLanguagePath } from "@/components/i18n/language-link";
import { useTranslations } from "use-intl";
import { useProgressRouter } from "@/lib/navigation-start";
import { useId } from "react";
import type { ProductQuery, ProductSort } from "@/lib/api/schemas";
import { pageSizeOptions, productsHref } from "@/lib/catalogue-filters";
import { PRODUCT_SORTS } from "@/lib/api/contract/catalogue";

const selectClass =
  "h-10 cursor-pointer rounded-lg border border-line bg-surface-raised pl-3 pr-8 text-sm font-medium text-fg focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/25";

/** Sort order; changing it loads the list for the new query (page 1). */
export function SortSelect({ query }: { query: ProductQuery }) {
  const t = useTranslations("Filters");
  const router = useProgressRouter();
  const inLanguage = useLanguagePath();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-fg-muted max-sm:sr-only">
        {t("sortBy")}
      </label>
      <select
        id={id}
        className={selectClass}
        value={query.sort ?? "relevance"}
        onChange={(event) => router.push(inLanguage(productsHref({ ...query, sort: event.target.value as ProductSort, page: 1 })))}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort_${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Page size: the choices 5, 10, 20, 50, 100 ('{n} per page') and the size in use (the default 24, or
 * one typed into the address), which is the selected option, so the control never reads empty.
 */
export function PageSizeSelect({ query, perPage }: { query: ProductQuery; perPage: number }) {
  const t = useTranslations("Filters");
  const router = useProgressRouter();
  const inLanguage = useLanguagePath();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t("productsPerPage")}
      </label>
      <select
        id={id}
        className={selectClass}
        value={String(perPage)}
        onChange={(event) => router.push(inLanguage(productsHref({ ...query, perPage: Number(event.target.value), page: 1 })))}
      >
        {pageSizeOptions(perPage).map((size) => (
          <option key={size} value={String(size)}>
            {t("perPage", { size })}
          </option>
        ))}
      </select>
    </div>
  );
}
