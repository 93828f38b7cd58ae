"use client";

import { useProgressRouter } from "@/lib/navigation-start";
import { useId } from "react";
import type { ProductQuery, ProductSort } from "@/lib/api/schemas";
import { productsHref, SORT_OPTIONS } from "@/lib/catalogue-filters";
import { cx } from "@/components/ui/cx";

const selectClass =
  "h-10 cursor-pointer rounded-lg border border-line bg-surface-raised pl-3 pr-8 text-sm font-medium text-fg focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/25";

/** Sort order; changing it loads the list for the new query (page 1). */
export function SortSelect({ query }: { query: ProductQuery }) {
  const router = useProgressRouter();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-fg-muted max-sm:sr-only">
        Sort by
      </label>
      <select
        id={id}
        className={selectClass}
        value={query.sort ?? "relevance"}
        onChange={(event) => router.push(productsHref({ ...query, sort: event.target.value as ProductSort, page: 1 }))}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Page size: exactly the choices 5, 10, 20, 50, 100 ('{n} per page'). The default of 24 is not a
 * choice: then no option is selected and the control shows '24 per page' until one is picked.
 */
export function PageSizeSelect({ query, perPage, choices }: { query: ProductQuery; perPage: number; choices: readonly number[] }) {
  const router = useProgressRouter();
  const id = useId();
  const isChoice = choices.includes(perPage);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Products per page
      </label>
      <div className="relative">
        <select
          id={id}
          ref={(element) => {
            if (element && !isChoice) element.selectedIndex = -1;
          }}
          className={cx(selectClass, !isChoice && "text-transparent [&>option]:text-fg")}
          defaultValue={isChoice ? String(perPage) : undefined}
          key={perPage}
          onChange={(event) => router.push(productsHref({ ...query, perPage: Number(event.target.value), page: 1 }))}
        >
          {choices.map((size) => (
            <option key={size} value={String(size)}>
              {size} per page
            </option>
          ))}
        </select>
        {!isChoice && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm font-medium text-fg">
            {perPage} per page
          </span>
        )}
      </div>
    </div>
  );
}
