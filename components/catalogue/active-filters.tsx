import { useTranslations } from "next-intl";
import { LanguageLink as Link } from "@/components/i18n/language-link";
import type { ProductQuery } from "@/lib/api/schemas";
import { productsHref, splitSlugs, toggleSlug } from "@/lib/catalogue-filters";
import { CloseIcon } from "@/components/ui/icons";

export type FilterChip = { key: "q" | "c" | "b" | "s"; slug: string; label: string };

/** The applied filters as removable chips. */
export function ActiveFilters({ query, chips }: { query: ProductQuery; chips: FilterChip[] }) {
  const t = useTranslations("Catalogue");
  if (chips.length === 0) return null;
  const base = { ...query, page: undefined };
  return (
    <ul aria-label={t("appliedFilters")} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const href = chip.key === "q" ? productsHref({ ...base, q: undefined }) : productsHref({ ...base, [chip.key]: toggleSlug(query[chip.key], chip.slug) });
        return (
          <li key={`${chip.key}-${chip.slug}`}>
            <Link
              prefetch={false}
              href={href}
              scroll={false}
              className="inline-flex items-center gap-1.5 rounded-full border border-brand/30 bg-brand/10 py-1 pl-3 pr-2 text-sm font-medium text-fg hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
            >
              {chip.label}
              <CloseIcon size={14} aria-hidden="true" />
              <span className="sr-only">{t("removeFilter")}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function filterChips(query: ProductQuery, names: { category: (slug: string) => string; brand: (slug: string) => string; supplier: (slug: string) => string }): FilterChip[] {
  const chips: FilterChip[] = [];
  if (query.q) chips.push({ key: "q", slug: query.q, label: `“${query.q}”` });
  for (const slug of splitSlugs(query.c)) chips.push({ key: "c", slug, label: names.category(slug) });
  for (const slug of splitSlugs(query.b)) chips.push({ key: "b", slug, label: names.brand(slug) });
  for (const slug of splitSlugs(query.s)) chips.push({ key: "s", slug, label: names.supplier(slug) });
  return chips;
}
