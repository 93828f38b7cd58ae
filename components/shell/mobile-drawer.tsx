"use client";

import { useSetAtom } from "jotai";
import { useTranslations } from "use-intl";
import { drawerOpenAtom } from "@/lib/state/ui";
import { MountWhenOpened, onDemand, usePreloadOnInteraction } from "@/components/dialogs/on-demand";
import { buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { MenuIcon } from "@/components/ui/icons";
import type { MobileDrawerProps } from "./mobile-drawer-panel";
import { loadSiteMenus } from "./site-menus";

// The panel lists the website's navigation, which arrives with its menus.
const drawerPanel = onDemand(() => Promise.all([import("./mobile-drawer-panel"), loadSiteMenus()]).then(([module]) => module.MobileDrawerPanel));
const INTERACTION_PRELOADS = [drawerPanel];

/** The hamburger (below lg): opens the side drawer. */
export function MenuButton({ className }: { className?: string }) {
  const setOpen = useSetAtom(drawerOpenAtom);
  const t = useTranslations("Shell");
  return (
    <button
      type="button"
      aria-label={t("openMenu")}
      aria-haspopup="dialog"
      onClick={() => setOpen(true)}
      className={buttonClass("ghost", "icon", cx("-ml-2 lg:hidden", className))}
    >
      <MenuIcon size={24} />
    </button>
  );
}

/** The drawer the hamburger opens; its code arrives when it first opens, or earlier at the first interaction with the page. */
export function MobileDrawer(props: MobileDrawerProps) {
  usePreloadOnInteraction(INTERACTION_PRELOADS);
  return (
    <MountWhenOpened openAtom={drawerOpenAtom}>
      <drawerPanel.Component {...props} />
    </MountWhenOpened>
  );
}
