"use client";

import { useTranslations } from "use-intl";
import { LanguageLink as Link } from "@/components/i18n/language-link";
import { useId, useState, type ReactNode } from "react";
import type { CategoryChoice } from "@/lib/catalogue-filters";
import { buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { ChevronDownIcon } from "@/components/ui/icons";

function FilterCheckbox({ checked, onChange, className, children }: { checked: boolean; onChange: () => void; className?: string; children: ReactNode }) {
  return (
    <label className={cx("flex min-h-10 cursor-pointer items-center gap-3 px-2 text-sm", className)}>
      <input type="checkbox" className="h-4 w-4 shrink-0 cursor-pointer accent-[var(--brand)]" checked={checked} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}

function containsSelected(category: CategoryChoice, selected: Set<string>): boolean {
  return (category.children ?? []).some((child) => selected.has(child.slug) || containsSelected(child, selected));
}

function CategoryNode({
  category,
  selected,
  onToggle,
  depth,
}: {
  category: CategoryChoice;
  selected: Set<string>;
  onToggle: (slug: string) => void;
  depth: number;
}) {
  const t = useTranslations("Filters");
  const [expanded, setExpanded] = useState(() => depth === 0 && containsSelected(category, selected));
  const childrenId = useId();
  const hasChildren = !!category.children?.length;
  return (
    <li>
      <div className="flex items-center gap-1 rounded-lg pr-1 hover:bg-surface-muted">
        <FilterCheckbox checked={selected.has(category.slug)} onChange={() => onToggle(category.slug)} className={cx("flex-1", depth === 0 && "font-medium")}>
          {category.name}
        </FilterCheckbox>
        {hasChildren && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={t(expanded ? "hideSubcategories" : "showSubcategories", { name: category.name })}
            className={buttonClass("ghost", "icon", "h-8 w-8")}
            onClick={() => setExpanded((value) => !value)}
          >
            <ChevronDownIcon size={18} className={cx("transition-transform", expanded && "rotate-180")} />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={childrenId} hidden={!expanded} className="ml-5 border-l border-line pl-2">
          {category.children?.map((child) => (
            <CategoryNode key={child.slug} category={child} selected={selected} onToggle={onToggle} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Nested category checkboxes; a category with a chosen subcategory opens expanded. */
export function CategoryCheckboxTree({ categories, selected, onToggle }: { categories: CategoryChoice[]; selected: Set<string>; onToggle: (slug: string) => void }) {
  const t = useTranslations("Filters");
  return (
    <ul aria-label={t("categories")} className="space-y-0.5">
      {categories.map((category) => (
        <CategoryNode key={category.slug} category={category} selected={selected} onToggle={onToggle} depth={0} />
      ))}
    </ul>
  );
}

/** The chosen slugs of one filter, started again from the address bar's list each time its dialog opens. */
export function useSlugSelection(open: boolean, slugsInAddress: string[]) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelected(new Set(slugsInAddress));
  }
  const toggle = (slug: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });
  return { selected, toggle };
}

/** Named checkboxes for a flat filter such as brands or suppliers. */
export function SlugCheckboxList({ label, options, selected, onToggle }: { label: string; options: { name: string; slug: string }[]; selected: Set<string>; onToggle: (slug: string) => void }) {
  return (
    <ul aria-label={label} className="space-y-0.5">
      {options.map((option) => (
        <li key={option.slug}>
          <FilterCheckbox checked={selected.has(option.slug)} onChange={() => onToggle(option.slug)} className="rounded-lg hover:bg-surface-muted">
            {option.name}
          </FilterCheckbox>
        </li>
      ))}
    </ul>
  );
}

/** 'Reset All' (a link, so it works as one) and 'Apply Filters'. */
export function FilterDialogFooter({ resetHref, onReset, onApply }: { resetHref: string; onReset: () => void; onApply: () => void }) {
  const t = useTranslations("Filters");
  return (
    <div className="flex items-center justify-between gap-3">
      <Link href={resetHref} className="text-sm font-semibold text-brand underline-offset-4 hover:underline" onClick={onReset}>
        {t("resetAll")}
      </Link>
      <button type="button" className={buttonClass("primary")} onClick={onApply}>
        {t("applyFilters")}
      </button>
    </div>
  );
}
