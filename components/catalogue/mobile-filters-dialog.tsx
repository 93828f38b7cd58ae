"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { useLanguagePath } from "@/components/i18n/language-link";
import type { Brand, ProductQuery } from "@/lib/api/schemas";
import type { CategoryChoice } from "@/lib/catalogue-filters";
import { productsHref, splitSlugs } from "@/lib/catalogue-filters";
import { Modal } from "@/components/dialogs/modal";
import type { SupplierOption } from "./filter-sidebar";
import { CategoryCheckboxTree, FilterDialogFooter, SlugCheckboxList, useSlugSelection } from "./filter-dialog-parts";

export type MobileFiltersProps = { query: ProductQuery; categories: CategoryChoice[]; brands: Brand[]; suppliers: SupplierOption[] };

type MobileFiltersDialogProps = MobileFiltersProps & { open: boolean; onClose: () => void };

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-line py-3 first:pt-0 last:border-0 last:pb-0">
      <legend className="float-left mb-1 w-full px-2 text-sm font-bold uppercase tracking-wide text-fg">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The list's filters as checkboxes (categories, brands and suppliers, as the desktop sidebar offers);
 * 'Apply Filters' keeps the search, sort and page size and starts at page 1.
 */
export function MobileFiltersDialog({ query, categories, brands, suppliers, open, onClose }: MobileFiltersDialogProps) {
  const t = useTranslations("Filters");
  const router = useRouter();
  const inLanguage = useLanguagePath();
  const chosenCategories = useSlugSelection(open, splitSlugs(query.c));
  const chosenBrands = useSlugSelection(open, splitSlugs(query.b));
  const chosenSuppliers = useSlugSelection(open, splitSlugs(query.s));
  const kept = { q: query.q, sort: query.sort, perPage: query.perPage, in_stock: query.in_stock, on_offer: query.on_offer };
  const chosen = chosenCategories.selected.size + chosenBrands.selected.size + chosenSuppliers.selected.size;

  const apply = () => {
    onClose();
    const list = (selection: Set<string>) => [...selection].join(",") || undefined;
    router.push(inLanguage(productsHref({ ...kept, c: list(chosenCategories.selected), b: list(chosenBrands.selected), s: list(chosenSuppliers.selected) })));
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("filterProducts")}
      description={chosen > 0 ? t("selectedCount", { count: chosen }) : t("chooseFilters")}
      width={450}
      footer={<FilterDialogFooter resetHref={inLanguage(productsHref(kept))} onReset={onClose} onApply={apply} />}
    >
      {categories.length > 0 && (
        <Group title={t("categories")}>
          <CategoryCheckboxTree categories={categories} selected={chosenCategories.selected} onToggle={chosenCategories.toggle} />
        </Group>
      )}
      {brands.length > 0 && (
        <Group title={t("brands")}>
          <SlugCheckboxList label={t("brands")} options={brands} selected={chosenBrands.selected} onToggle={chosenBrands.toggle} />
        </Group>
      )}
      {suppliers.length > 0 && (
        <Group title={t("suppliers")}>
          <SlugCheckboxList label={t("suppliers")} options={suppliers} selected={chosenSuppliers.selected} onToggle={chosenSuppliers.toggle} />
        </Group>
      )}
    </Modal>
  );
}
