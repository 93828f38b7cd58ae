import Link from "next/link";
import type { ProductQuery } from "@/lib/api/schemas";
import { PAGE_SIZES, pageWindow, productsHref } from "@/lib/catalogue-filters";
import { cx } from "@/components/ui/cx";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { PageSizeSelect } from "./sort-select";

type PaginationProps = { query: ProductQuery; total: number; perPage: number; page: number; links?: number };

const cell =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** Page links (5 by default, with ellipses), previous/next, the page-size select and 'Total: {n}'. */
export function Pagination({ query, total, perPage, page, links = 5 }: PaginationProps) {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(page, totalPages);
  const href = (target: number) => productsHref({ ...query, page: target, perPage });
  return (
    <div className="flex flex-col items-center justify-between gap-4 border-t border-line pt-6 md:flex-row">
      <p className="text-sm font-medium text-fg-muted">Total: {total}</p>
      {totalPages > 1 && (
        <nav aria-label="Pagination">
          <ul className="flex flex-wrap items-center justify-center gap-1">
            <li>
              {current > 1 ? (
                <Link href={href(current - 1)} rel="prev" className={cx(cell, "gap-1 hover:bg-surface-muted")}>
                  <ChevronLeftIcon size={16} />
                  <span>Previous</span>
                </Link>
              ) : (
                <span aria-disabled="true" className={cx(cell, "gap-1 text-fg-muted opacity-50")}>
                  <ChevronLeftIcon size={16} />
                  <span>Previous</span>
                </span>
              )}
            </li>
            {pageWindow(current, totalPages, links).map((item) =>
              typeof item === "number" ? (
                <li key={item}>
                  {item === current ? (
                    <span aria-current="page" className={cx(cell, "bg-brand text-brand-contrast")}>
                      <span className="sr-only">Page </span>
                      {item}
                    </span>
                  ) : (
                    <Link href={href(item)} className={cx(cell, "border border-line hover:border-brand hover:text-brand")}>
                      <span className="sr-only">Page </span>
                      {item}
                    </Link>
                  )}
                </li>
              ) : (
                <li key={item} aria-hidden="true" className="px-1 text-fg-muted">
                  …
                </li>
              ),
            )}
            <li>
              {current < totalPages ? (
                <Link href={href(current + 1)} rel="next" className={cx(cell, "gap-1 hover:bg-surface-muted")}>
                  <span>Next</span>
                  <ChevronRightIcon size={16} />
                </Link>
              ) : (
                <span aria-disabled="true" className={cx(cell, "gap-1 text-fg-muted opacity-50")}>
                  <span>Next</span>
                  <ChevronRightIcon size={16} />
                </span>
              )}
            </li>
          </ul>
        </nav>
      )}
      <PageSizeSelect query={query} perPage={perPage} choices={PAGE_SIZES} />
    </div>
  );
}
