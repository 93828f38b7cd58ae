"use client";

import { useTranslations } from "use-intl";
import { LanguageLink as Link } from "@/components/i18n/language-link";
import type { Brand, ProductQuery } from "@/lib/api/schemas";
import { productsHref, splitSlugs, toggleSlug, type CategoryChoice } from "@/lib/catalogue-filters";
import { cx } from "@/components/ui/cx";
import { CheckIcon } from "@/components/ui/icons";

export type SupplierOption = { name: string; slug: string };

export function FilterLink({ href, selected, children, depth = 0 }: { href: string; selected: boolean; children: React.ReactNode; depth?: number }) {
  const t = useTranslations("Filters");
  return (
    <Link
      prefetch={false}
      href={href}
      scroll={false}
      className={cx("filter-link", depth > 0 && "filter-link-nested", selected && "filter-link-selected")}
    >
      <span aria-hidden="true" className={cx("filter-check", selected && "filter-check-selected")}>
        {selected && <CheckIcon size={12} bold />}
      </span>
      <span>{children}</span>
      {selected && <span className="sr-only">{t("selectedSr")}</span>}
    </Link>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-b border-line py-4 first:pt-0 last:border-0">
      <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-fg">{title}</h2>
      {children}
    </section>
  );
}

/** Desktop filters (links, so they work without JavaScript): categories, brands, suppliers. */
export function FilterSidebar({
  query,
  categories,
  brands,
  suppliers,
}: {
  query: ProductQuery;
  categories: CategoryChoice[];
  brands: Brand[];
  suppliers: SupplierOption[];
}) {
  const t = useTranslations("Filters");
  const selectedCategories = new Set(splitSlugs(query.c));
  const selectedBrands = new Set(splitSlugs(query.b));
  const selectedSuppliers = new Set(splitSlugs(query.s));
  const base = { ...query, page: undefined };
  const anyFilter = selectedCategories.size + selectedBrands.size + selectedSuppliers.size > 0;
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-4">
      <div className="mb-3 flex items-center justify-between">
        <p className="text-base font-bold">{t("filters")}</p>
        {anyFilter && (
          <Link href={productsHref({ q: query.q, sort: query.sort, perPage: query.perPage, in_stock: query.in_stock, on_offer: query.on_offer })} className="text-sm font-semibold text-brand hover:underline" prefetch={false}>
            {t("clearAll")}
          </Link>
        )}
      </div>
      {categories.length > 0 && (
        <Section title={t("categories")}>
          <ul>
            {categories.map((category) => (
              <li key={category.slug}>
                <FilterLink href={productsHref({ ...base, c: toggleSlug(query.c, category.slug) })} selected={selectedCategories.has(category.slug)}>
                  {category.name}
                </FilterLink>
                {category.children?.length && (selectedCategories.has(category.slug) || category.children.some((child) => selectedCategories.has(child.slug))) ? (
                  <ul>
                    {category.children.map((child) => (
                      <li key={child.slug}>
                        <FilterLink href={productsHref({ ...base, c: toggleSlug(query.c, child.slug) })} selected={selectedCategories.has(child.slug)} depth={1}>
                          {child.name}
                        </FilterLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {brands.length > 0 && (
        <Section title={t("brands")}>
          <ul className="max-h-72 overflow-y-auto">
            {brands.map((brand) => (
              <li key={brand.slug}>
                <FilterLink href={productsHref({ ...base, b: toggleSlug(query.b, brand.slug) })} selected={selectedBrands.has(brand.slug)}>
                  {brand.name}
                </FilterLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {suppliers.length > 0 && (
        <Section title={t("suppliers")}>
          <ul>
            {suppliers.map((supplier) => (
              <li key={supplier.slug}>
                <FilterLink href={productsHref({ ...base, s: toggleSlug(query.s, supplier.slug) })} selected={selectedSuppliers.has(supplier.slug)}>
                  {supplier.name}
                </FilterLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
