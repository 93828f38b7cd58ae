import { useTranslations } from "next-intl";
import { LanguageLink as Link } from "@/components/i18n/language-link";
import { buttonClass } from "@/components/ui/button";
import { SearchIcon } from "@/components/ui/icons";
import type { Category } from "@/lib/api/schemas";
import { productsHref } from "@/lib/catalogue-filters";

type Props = {
  searched: string | undefined;
  hasFilters: boolean;
  /** The closest product, brand or category name to a search that found nothing. */
  didYouMean?: string | null;
  popularCategories?: Category[];
};

/** No products for the query: says what was looked for, what may have been meant, and where to go instead. */
export function EmptyState({ searched, hasFilters, didYouMean = null, popularCategories = [] }: Props) {
  const t = useTranslations("Catalogue");
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface-muted/50 px-6 py-16 text-center">
      <span className="mb-4 grid h-14 w-14 place-items-center rounded-full bg-brand/10 text-brand">
        <SearchIcon size={28} />
      </span>
      <h2 className="text-lg font-bold">{searched ? t("noProductsFoundFor", { term: searched }) : t("noProductsFound")}</h2>
      {didYouMean && (
        <p className="mt-3 text-base">
          {t.rich("didYouMean", {
            term: didYouMean,
            link: (chunks) => (
              <Link href={productsHref({ q: didYouMean })} prefetch={false} className="font-semibold text-brand underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <p className="mt-2 max-w-md text-sm text-fg-muted">
        {searched ? t("checkSpelling") : t("noFilterMatch")}
        {hasFilters && t("removeSomeFilters")}
      </p>
      {popularCategories.length > 0 && (
        <nav aria-label={t("popularCategories")} className="mt-6">
          <h3 className="text-sm font-semibold">{t("popularCategories")}</h3>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {popularCategories.map((category) => (
              <li key={category.slug}>
                <Link
                  href={productsHref({ c: category.slug })}
                  prefetch={false}
                  className="inline-flex rounded-full border border-line bg-surface-raised px-3 py-1.5 text-sm hover:border-brand hover:text-brand"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/products" className={buttonClass("primary")}>
          {t("clearFilters")}
        </Link>
        <Link href="/" className={buttonClass("outline")}>
          {t("backToHome")}
        </Link>
      </div>
    </div>
  );
}
