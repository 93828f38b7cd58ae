"use client";

import { useAtom } from "jotai";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useId, useState } from "react";
import type { Category } from "@/lib/api/schemas";
import { categoryFilterHref, splitSlugs } from "@/lib/catalogue-filters";
import { categoryDialogOpenAtom } from "@/lib/state/ui";
import { buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { ChevronDownIcon } from "@/components/ui/icons";
import { Modal } from "./modal";

function containsSelected(category: Category, selected: Set<string>): boolean {
  return category.children.some((child) => selected.has(child.slug) || containsSelected(child, selected));
}

function CategoryNode({
  category,
  selected,
  onToggle,
  depth,
}: {
  category: Category;
  selected: Set<string>;
  onToggle: (slug: string) => void;
  depth: number;
}) {
  const [expanded, setExpanded] = useState(() => depth === 0 && containsSelected(category, selected));
  const childrenId = useId();
  const hasChildren = category.children.length > 0;
  return (
    <li>
      <div className="flex items-center gap-1 rounded-lg pr-1 hover:bg-surface-muted">
        <label className="flex min-h-10 flex-1 cursor-pointer items-center gap-3 px-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 shrink-0 cursor-pointer accent-[var(--brand)]"
            checked={selected.has(category.slug)}
            onChange={() => onToggle(category.slug)}
          />
          <span className={cx(depth === 0 && "font-medium")}>{category.name}</span>
        </label>
        {hasChildren && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={`${expanded ? "Hide" : "Show"} ${category.name} subcategories`}
            className={buttonClass("ghost", "icon", "h-8 w-8")}
            onClick={() => setExpanded((value) => !value)}
          >
            <ChevronDownIcon size={18} className={cx("transition-transform", expanded && "rotate-180")} />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={childrenId} hidden={!expanded} className="ml-5 border-l border-line pl-2">
          {category.children.map((child) => (
            <CategoryNode key={child.slug} category={child} selected={selected} onToggle={onToggle} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Nested category checkboxes; 'Apply Filters' goes to /products?c={slugs}, 'Reset All' to /products.
 * Opens by categoryDialogOpenAtom (the drawer's /categories item and the mobile 'Filters' button).
 */
export function CategoryFilterDialog({ categories }: { categories: Category[] }) {
  const [open, setOpen] = useAtom(categoryDialogOpenAtom);
  const router = useRouter();
  const searchParams = useSearchParams();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelected(new Set(splitSlugs(searchParams.get("c"))));
  }

  const toggle = (slug: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });

  const apply = () => {
    setOpen(false);
    router.push(categoryFilterHref([...selected]));
  };

  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title="Filter by Category"
      description={selected.size > 0 ? `${selected.size} selected` : "Choose one or more categories"}
      width={450}
      footer={
        <div className="flex items-center justify-between gap-3">
          <Link href="/products" className="text-sm font-semibold text-brand underline-offset-4 hover:underline" onClick={() => setOpen(false)}>
            Reset All
          </Link>
          <button type="button" className={buttonClass("primary")} onClick={apply}>
            Apply Filters
          </button>
        </div>
      }
    >
      {categories.length === 0 ? (
        <p className="text-sm text-fg-muted">No categories yet.</p>
      ) : (
        <ul aria-label="Categories" className="space-y-0.5">
          {categories.map((category) => (
            <CategoryNode key={category.slug} category={category} selected={selected} onToggle={toggle} depth={0} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
