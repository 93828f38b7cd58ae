"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
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
  const router = useRouter();
  const chosenCategories = useSlugSelection(open, splitSlugs(query.c));
  const chosenBrands = useSlugSelection(open, splitSlugs(query.b));
  const chosenSuppliers = useSlugSelection(open, splitSlugs(query.s));
  const kept = { q: query.q, sort: query.sort, perPage: query.perPage, in_stock: query.in_stock, on_offer: query.on_offer };
  const chosen = chosenCategories.selected.size + chosenBrands.selected.size + chosenSuppliers.selected.size;

  const apply = () => {
    onClose();
    const list = (selection: Set<string>) => [...selection].join(",") || undefined;
    router.push(productsHref({ ...kept, c: list(chosenCategories.selected), b: list(chosenBrands.selected), s: list(chosenSuppliers.selected) }));
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Filter products"
      description={chosen > 0 ? `${chosen} selected` : "Choose categories, brands or suppliers"}
      width={450}
      footer={<FilterDialogFooter resetHref={productsHref(kept)} onReset={onClose} onApply={apply} />}
    >
      {categories.length > 0 && (
        <Group title="Categories">
          <CategoryCheckboxTree categories={categories} selected={chosenCategories.selected} onToggle={chosenCategories.toggle} />
        </Group>
      )}
      {brands.length > 0 && (
        <Group title="Brands">
          <SlugCheckboxList label="Brands" options={brands} selected={chosenBrands.selected} onToggle={chosenBrands.toggle} />
        </Group>
      )}
      {suppliers.length > 0 && (
        <Group title="Suppliers">
          <SlugCheckboxList label="Suppliers" options={suppliers} selected={chosenSuppliers.selected} onToggle={chosenSuppliers.toggle} />
        </Group>
      )}
    </Modal>
  );
}
