"use client";

import { Suspense, useState } from "react";
import { useTranslations } from "use-intl";
import { onDemand, usePreloadOnInteraction } from "@/components/dialogs/on-demand";
import { splitSlugs } from "@/lib/catalogue-filters";
import { buttonClass } from "@/components/ui/button";
import { FilterIcon } from "@/components/ui/icons";
import type { MobileFiltersProps } from "./mobile-filters-dialog";

// The dialog (its modal, checkbox tree and selection state) is code a shopper who never filters on a
// phone does not need: it arrives at the first interaction with the page, or when the button is used.
const filtersDialog = onDemand(() => import("./mobile-filters-dialog").then((module) => module.MobileFiltersDialog));
const dialogParts = [filtersDialog];

/** Below lg: 'Filters', with the number of filters the list has, opens the filters dialog. */
export function MobileFiltersButton(props: MobileFiltersProps) {
  const t = useTranslations("Filters");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  usePreloadOnInteraction(dialogParts);
  const { query } = props;
  const count = splitSlugs(query.c).length + splitSlugs(query.b).length + splitSlugs(query.s).length;

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={buttonClass("outline", "md", "lg:hidden")}
        onPointerEnter={filtersDialog.preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <FilterIcon size={18} />
        {t("filters")}
        {count > 0 && <span className="grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-xs text-brand-contrast">{count}</span>}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <filtersDialog.Component {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
