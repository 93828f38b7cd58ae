import type { ReactNode } from "react";
import Link from "next/link";
import { pageWindow } from "@/lib/catalogue-filters";
import { cx } from "@/components/ui/cx";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";

const cell =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

type PageLinksProps = { page: number; totalPages: number; href: (page: number) => string; links?: number };

function StepLink({ target, enabled, href, rel, children }: { target: number; enabled: boolean; href: PageLinksProps["href"]; rel: string; children: ReactNode }) {
  return enabled ? (
    <Link href={href(target)} rel={rel} className={cx(cell, "gap-1 hover:bg-surface-muted")}>
      {children}
    </Link>
  ) : (
    <span aria-disabled="true" className={cx(cell, "gap-1 text-fg-muted opacity-50")}>
      {children}
    </span>
  );
}

/** Previous, a window of page links (5 by default, with ellipses) and next; nothing for a single page. */
export function PageLinks({ page, totalPages, href, links = 5 }: PageLinksProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <StepLink target={page - 1} enabled={page > 1} href={href} rel="prev">
            <ChevronLeftIcon size={16} />
            <span>Previous</span>
          </StepLink>
        </li>
        {pageWindow(page, totalPages, links).map((item) =>
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
        <li>
          <StepLink target={page + 1} enabled={page < totalPages} href={href} rel="next">
            <span>Next</span>
            <ChevronRightIcon size={16} />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}
