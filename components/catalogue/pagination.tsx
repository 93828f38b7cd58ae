import { useTranslations } from "next-intl";
import type { ProductQuery } from "@/lib/api/schemas";
import { productsHref } from "@/lib/catalogue-filters";
import { PageLinks } from "@/components/ui/page-links";
import { PageSizeSelect } from "./sort-select";

type PaginationProps = { query: ProductQuery; total: number; perPage: number; page: number; links?: number };

/** Page links (5 by default, with ellipses), previous/next, the page-size select and 'Total: {n}'. */
export function Pagination({ query, total, perPage, page, links = 5 }: PaginationProps) {
  const t = useTranslations("Catalogue");
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(page, totalPages);
  return (
    <div className="flex flex-col items-center justify-between gap-4 border-t border-line pt-6 md:flex-row">
      <p className="text-sm font-medium text-fg-muted">{t("total", { total })}</p>
      <PageLinks page={current} totalPages={totalPages} links={links} href={(target) => productsHref({ ...query, page: target, perPage })}
        words={{ pagination: t("pagination"), previous: t("previous"), next: t("next"), page: t("pageSr") }}
      />
      <PageSizeSelect query={query} perPage={perPage} />
    </div>
  );
}
