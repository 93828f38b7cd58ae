import Link from "next/link";
import { pageWindow } from "@/lib/catalogue-filters";
import { cx } from "@/components/ui/cx";
import { focusRing } from "@/components/ui/button";

const cell = cx("inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium", focusRing);

/** Page links for a list whose pages are ?page=n of one path; nothing when it fits on one page. */
export function Pager({ path, page, perPage, total }: { path: string; page: number; perPage: number; total: number }) {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  if (totalPages <= 1) return null;
  const href = (target: number) => (target > 1 ? `${path}?page=${target}` : path);
  return (
    <nav aria-label="Pagination" className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev" className={cx(cell, "hover:bg-surface-muted")}>
              Previous
            </Link>
          </li>
        )}
        {pageWindow(page, totalPages).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              {item === page ? (
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
        {page < totalPages && (
          <li>
            <Link href={href(page + 1)} rel="next" className={cx(cell, "hover:bg-surface-muted")}>
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
