import type { ReactNode } from "react";
import { LanguageLink as Link } from "@/components/i18n/language-link";
import { pageWindow } from "@/lib/catalogue-filters";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";

/** The words around the links; the console's lists keep the English ones. */
type PageLinksWords = { pagination: string; previous: string; next: string; page: string };

const ENGLISH_WORDS: PageLinksWords = { pagination: "Pagination", previous: "Previous", next: "Next", page: "Page " };

type PageLinksProps = { page: number; totalPages: number; href: (page: number) => string; links?: number; words?: PageLinksWords };

function StepLink({ target, enabled, href, rel, children }: { target: number; enabled: boolean; href: PageLinksProps["href"]; rel: string; children: ReactNode }) {
  return enabled ? (
    <Link href={href(target)} rel={rel} className="page-cell page-step">
      {children}
    </Link>
  ) : (
    <span aria-disabled="true" className="page-cell page-step-disabled">
      {children}
    </span>
  );
}

/** Previous, a window of page links (5 by default, with ellipses) and next; nothing for a single page. */
export function PageLinks({ page, totalPages, href, links = 5, words = ENGLISH_WORDS }: PageLinksProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={words.pagination}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <StepLink target={page - 1} enabled={page > 1} href={href} rel="prev">
            <ChevronLeftIcon size={16} />
            <span>{words.previous}</span>
          </StepLink>
        </li>
        {pageWindow(page, totalPages, links).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className="page-cell page-current">
                  <span className="sr-only">{words.page}</span>
                  {item}
                </span>
              ) : (
                <Link href={href(item)} className="page-cell page-link">
                  <span className="sr-only">{words.page}</span>
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
            <span>{words.next}</span>
            <ChevronRightIcon size={16} />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}
