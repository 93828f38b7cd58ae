"use client";

import { useAtom, useAtomValue, useSetAtom } from "jotai";
import Link from "next/link";
import { useTranslations } from "use-intl";
import type { ReactNode } from "react";
import { usePathname } from "next/navigation";
import { useId, useState } from "react";
import { isCategoriesHref, type NavLink } from "@/lib/navigation";
import { categoryDialogOpenAtom, drawerOpenAtom, userAtom } from "@/lib/state/ui";
import { Modal } from "@/components/dialogs/modal";
import { buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { ChevronDownIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";
import { withLanguagePrefix } from "@/lib/i18n/locale-path";
import { useLanguagePrefix } from "@/components/i18n/language-prefix";
import { PincodeButton } from "./pincode-button";
import { useSiteMenus } from "./site-menus";

const DRAWER_WIDTH = 300;

const rowClass =
  "flex min-h-11 flex-1 items-center gap-3 rounded-lg px-3 text-left text-[15px] text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand";

function DrawerItem({ item, depth, onNavigate }: { item: NavLink; depth: number; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const t = useTranslations("Shell");
  const openCategories = useSetAtom(categoryDialogOpenAtom);
  const childrenId = useId();
  const hasChildren = !!item.children?.length;
  const categories = isCategoriesHref(item.href);

  const label = categories ? (
    <button
      type="button"
      aria-haspopup="dialog"
      className={cx(rowClass, "cursor-pointer font-medium")}
      onClick={() => {
        onNavigate();
        openCategories(true);
      }}
    >
      {item.name}
    </button>
  ) : hasChildren && !item.href ? (
    <button type="button" className={cx(rowClass, "cursor-pointer", depth === 0 && "font-medium")} aria-expanded={expanded} aria-controls={childrenId} onClick={() => setExpanded(!expanded)}>
      {item.name}
    </button>
  ) : (
    <SmartLink href={item.href} className={cx(rowClass, depth === 0 && "font-medium")} onClick={onNavigate}>
      {item.name}
    </SmartLink>
  );

  return (
    <li>
      <div className="flex items-center gap-1">
        {label}
        {hasChildren && (categories || item.href) && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={t(expanded ? "collapse" : "expand", { name: item.name })}
            className={buttonClass("ghost", "icon", "h-11 w-11 shrink-0")}
            onClick={() => setExpanded(!expanded)}
          >
            <ChevronDownIcon size={18} className={cx("transition-transform", expanded && "rotate-180")} />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={childrenId} hidden={!expanded} className="ml-4 border-l border-line pl-2">
          {item.children?.map((child, index) => (
            <DrawerItem key={`${child.name}-${index}`} item={child} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}

export type MobileDrawerProps = {
  siteName: string;
  showLogin: boolean;
  showRegister?: boolean;
  showPincode?: boolean;
  /** The website's languages as links to this page in each (none when it offers one). */
  languageSwitcher?: ReactNode;
};

/** The mobile side drawer: 300px from the left, navigation items with expandable children. */
export function MobileDrawerPanel({ siteName, showLogin, showRegister = false, showPincode = false, languageSwitcher }: MobileDrawerProps) {
  const t = useTranslations("Shell");
  const prefix = useLanguagePrefix();
  const [open, setOpen] = useAtom(drawerOpenAtom);
  const user = useAtomValue(userAtom);
  const pathname = usePathname();
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    if (open) setOpen(false);
  }
  const close = () => setOpen(false);
  const items = useSiteMenus()?.navs ?? [];
  return (
    <Modal open={open} onClose={close} side="left" width={DRAWER_WIDTH} title={siteName} description={t("menu")} footer={null} bodyClassName="px-2 py-2">
      {showPincode && (
        <div className="mb-2 border-b border-line px-1 pb-2">
          <PincodeButton variant="inline" onOpen={close} className="min-h-11 w-full" />
        </div>
      )}
      <nav aria-label={t("mobileNavigation")}>
        <ul className="space-y-0.5">
          <li>
            <Link href={withLanguagePrefix(prefix, "/")} className={cx(rowClass, "font-medium")} onClick={close}>
              {t("home")}
            </Link>
          </li>
          {items
            .filter((item) => item.href !== "/")
            .map((item, index) => (
              <DrawerItem key={`${item.name}-${index}`} item={item} depth={0} onNavigate={close} />
            ))}
          {!items.some((item) => item.href === "/products") && (
            <li>
              <Link href={withLanguagePrefix(prefix, "/products")} className={cx(rowClass, "font-medium")} onClick={close}>
                {t("allProducts")}
              </Link>
            </li>
          )}
        </ul>
        <ul className="mt-3 space-y-0.5 border-t border-line pt-3">
          {user ? (
            <>
              <li>
                <Link href="/account" className={rowClass} onClick={close} prefetch={false}>
                  {t("myAccount")}
                </Link>
              </li>
              <li>
                <Link href="/account/orders" className={rowClass} onClick={close} prefetch={false}>
                  {t("myOrders")}
                </Link>
              </li>
            </>
          ) : (
            <>
              {showLogin && (
                <li>
                  <Link href="/auth/login" className={rowClass} onClick={close} prefetch={false}>
                    {t("login")}
                  </Link>
                </li>
              )}
              {showRegister && (
                <li>
                  <Link href="/auth/register" className={rowClass} onClick={close} prefetch={false}>
                    {t("register")}
                  </Link>
                </li>
              )}
            </>
          )}
        </ul>
      </nav>
      {languageSwitcher && <div className="mt-3 border-t border-line pt-3">{languageSwitcher}</div>}
    </Modal>
  );
}
