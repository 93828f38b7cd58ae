"use client";

import { useTranslations } from "use-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { linkHref } from "@/lib/links";
import { isCategoriesHref, type NavEntry, type NavLink } from "@/lib/navigation";
import { cx } from "@/components/ui/cx";
import { ChevronDownIcon, ChevronRightIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";
import { loadSiteMenus, useSiteMenus } from "./site-menus";
import { focusableEntries, subNavFocusRing } from "./sub-nav-focus";
import { useBarDropdown } from "./sub-nav-list";

/** Arrow keys move between the entries of one open dropdown list. */
function moveInList(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Home" && event.key !== "End") return;
  const items = focusableEntries(event.currentTarget);
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  event.stopPropagation();
  const next =
    event.key === "Home" ? 0 : event.key === "End" ? items.length - 1 : (index + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length;
  items[next]?.focus();
}

type DisclosureProps = {
  item: NavEntry;
  /** The dropdown's entries; null while the website's menus are still on their way. */
  entries: NavLink[] | null;
  nested: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  buttonClass: string;
  label: ReactNode;
  /** Called when the button takes focus: a keyboard shopper is about to open it. */
  onFocus?: () => void;
};

/**
 * One entry with children: a button (aria-expanded, aria-haspopup) and its dropdown. Pointer: hover
 * opens and leaving closes; click toggles. Keyboard: Enter/Space toggle, ArrowDown (ArrowRight when
 * nested) opens on the first entry, Escape closes and returns focus, Tab out closes.
 */
function Disclosure({ item, entries, nested, open, setOpen, buttonClass, label, onFocus }: DisclosureProps) {
  const t = useTranslations("Shell");
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLLIElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const focusFirst = useRef(false);
  const listId = useId();
  const ownHref = !isCategoriesHref(item.href) ? linkHref(item.href) : null;

  const ready = entries !== null;
  useEffect(() => {
    if (open && ready && focusFirst.current) {
      focusFirst.current = false;
      focusableEntries(listRef.current)[0]?.focus();
    }
  }, [open, ready]);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const openAndFocus = () => {
    focusFirst.current = true;
    if (open && ready) focusableEntries(listRef.current)[0]?.focus();
    else setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === (nested ? "ArrowRight" : "ArrowDown")) {
      event.preventDefault();
      event.stopPropagation();
      openAndFocus();
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === "Escape" || (nested && event.key === "ArrowLeft")) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    moveInList(event);
  };

  return (
    <li
      ref={rootRef}
      className="relative"
      onMouseEnter={() => {
        window.clearTimeout(hoverTimer.current);
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        hoverTimer.current = window.setTimeout(() => setOpen(false), 150);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls={listId}
        onKeyDown={onButtonKeyDown}
        onFocus={onFocus}
        onClick={(event) => {
          // A click right after hover-open keeps it open rather than toggling it shut.
          if (event.detail > 0 && openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
            return;
          }
          openedByHover.current = false;
          setOpen(!open);
        }}
        className={cx(buttonClass, "cursor-pointer gap-1")}
      >
        {label}
        {nested ? (
          <ChevronRightIcon size={16} className="ml-auto opacity-60" />
        ) : (
          <ChevronDownIcon size={16} className={cx("opacity-70 transition-transform", open && "rotate-180")} />
        )}
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className={cx("sub-nav-menu", nested ? "left-full top-0 ml-1" : "left-0 top-full mt-1")}
      >
        {/* Filled only while open: closed dropdowns cost no markup on every page. */}
        {open && ownHref && (
          <li>
            <SmartLink href={ownHref} className={cx(dropdownItemClass, "font-semibold text-brand")}>
              {t("allInMenu", { name: item.name })}
            </SmartLink>
          </li>
        )}
        {open &&
          (entries ? (
            <DropdownItems items={entries} />
          ) : (
            <li className={cx(dropdownItemClass, "text-fg-muted")}>
              <span role="status">{t("loading")}</span>
            </li>
          ))}
      </ul>
    </li>
  );
}

const dropdownItemClass =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-fg hover:bg-surface-muted hover:text-brand focus-visible:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand";

const nestedButtonClass = cx(dropdownItemClass, "inline-flex items-center", subNavFocusRing);

function DropdownItems({ items }: { items: NavLink[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <>
      {items.map((child, index) =>
        child.children?.length ? (
          <Disclosure
            key={`${child.name}-${index}`}
            item={child}
            entries={child.children ?? []}
            nested
            open={openIndex === index}
            setOpen={(value) => setOpenIndex((current) => (value ? index : current === index ? null : current))}
            buttonClass={nestedButtonClass}
            label={child.name}
          />
        ) : (
          <li key={`${child.name}-${index}`}>
            <SmartLink href={child.href} className={dropdownItemClass}>
              {child.name}
            </SmartLink>
          </li>
        ),
      )}
    </>
  );
}

/** The sub-entries of the bar's entry at `index`, found by position, or by name in menus newer than the page. */
function entriesOf(navs: NavLink[], item: NavEntry, index: number): NavLink[] {
  const link = navs[index]?.name === item.name ? navs[index] : navs.find((candidate) => candidate.name === item.name);
  return link?.children ?? [];
}

/**
 * An entry of the bar with children: its button and dropdown, one open at a time across the bar. The
 * entries come with the website's menus, asked for at the latest when the dropdown opens.
 */
export function BarDropdown({ item, index, buttonClass }: { item: NavEntry; index: number; buttonClass: string }) {
  const { open, setOpen } = useBarDropdown(index);
  const menus = useSiteMenus();
  return (
    <Disclosure
      item={item}
      entries={menus && entriesOf(menus.navs, item, index)}
      nested={false}
      open={open}
      setOpen={(value) => {
        if (value) void loadSiteMenus();
        setOpen(value);
      }}
      buttonClass={buttonClass}
      label={item.name}
      onFocus={() => void loadSiteMenus()}
    />
  );
}
