"use client";

import { useAtom } from "jotai";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "use-intl";
import { useLanguagePath } from "@/components/i18n/language-link";
import { categoryFilterHref, splitSlugs } from "@/lib/catalogue-filters";
import { categoryDialogOpenAtom } from "@/lib/state/ui";
import { CategoryCheckboxTree, FilterDialogFooter, useSlugSelection } from "@/components/catalogue/filter-dialog-parts";
import { useSiteMenus } from "@/components/shell/site-menus";
import { Modal } from "./modal";

/**
 * Nested category checkboxes; 'Apply Filters' goes to /products?c={slugs}, 'Reset All' to /products.
 * Opens by categoryDialogOpenAtom (the drawer's /categories item).
 */
export function CategoryFilterDialog() {
  const t = useTranslations("Filters");
  const inLanguage = useLanguagePath();
  const categories = useSiteMenus()?.categories ?? [];
  const [open, setOpen] = useAtom(categoryDialogOpenAtom);
  const router = useRouter();
  const searchParams = useSearchParams();
  const { selected, toggle } = useSlugSelection(open, splitSlugs(searchParams.get("c")));

  const apply = () => {
    setOpen(false);
    router.push(inLanguage(categoryFilterHref([...selected])));
  };

  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={t("filterByCategory")}
      description={selected.size > 0 ? t("selectedCount", { count: selected.size }) : t("chooseCategories")}
      width={450}
      footer={<FilterDialogFooter resetHref={inLanguage("/products")} onReset={() => setOpen(false)} onApply={apply} />}
    >
      {categories.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("noCategories")}</p>
      ) : (
        <CategoryCheckboxTree categories={categories} selected={selected} onToggle={toggle} />
      )}
    </Modal>
  );
}
