"use client";

import { useSetAtom } from "jotai";
import { categoryDialogOpenAtom } from "@/lib/state/ui";
import { buttonClass } from "@/components/ui/button";
import { FilterIcon } from "@/components/ui/icons";

/** Below lg: opens the category filter dialog. */
export function MobileFiltersButton({ count }: { count: number }) {
  const open = useSetAtom(categoryDialogOpenAtom);
  return (
    <button type="button" aria-haspopup="dialog" className={buttonClass("outline", "md", "lg:hidden")} onClick={() => open(true)}>
      <FilterIcon size={18} />
      Filters
      {count > 0 && <span className="grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-xs text-brand-contrast">{count}</span>}
    </button>
  );
}
