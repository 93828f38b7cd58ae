"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { linkHref } from "@/lib/links";
import { isCategoriesHref, type NavLink } from "@/lib/navigation";
import { cx } from "@/components/ui/cx";
import { ChevronDownIcon, ChevronRightIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";

type NavbarTemplate = 1 | 2 | 3 | 4 | 5;

/** Class names of the five sub-navigation styles (see docs/header-templates.md). */
const BAR: Record<NavbarTemplate, string> = {
  1: "border-b border-line bg-surface",
  2: "border-b border-line bg-surface",
  3: "border-b border-line bg-surface",
  4: "bg-brand text-brand-contrast",
  5: "border-y border-line bg-surface-muted",
};
const LIST: Record<NavbarTemplate, string> = {
  1: "justify-start gap-1",
  2: "justify-start gap-2 py-1.5",
  3: "justify-start gap-4",
  4: "justify-start gap-1",
  5: "justify-center gap-6",
};
const ITEM: Record<NavbarTemplate, string> = {
  1: "rounded-md px-3 text-fg hover:bg-surface-muted hover:text-brand aria-expanded:text-brand",
  2: "rounded-full bg-surface-muted px-4 py-1.5 text-fg hover:bg-brand hover:text-brand-contrast aria-expanded:bg-brand aria-expanded:text-brand-contrast",
  3: "border-b-2 border-transparent px-1 text-fg hover:border-brand hover:text-brand aria-expanded:border-brand aria-expanded:text-brand",
  4: "rounded-md px-3 text-brand-contrast hover:bg-black/15 aria-expanded:bg-black/20",
  5: "px-1 text-xs font-semibold uppercase tracking-widest text-fg hover:text-brand aria-expanded:text-brand",
};

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current";

function focusables(list: HTMLElement | null): HTMLElement[] {
  if (!list) return [];
  return Array.from(list.querySelectorAll<HTMLElement>(":scope > li > a, :scope > li > button, :scope > li > div > a, :scope > li > div > button"));
}

/** Arrow keys move between the entries of one open dropdown list. */
function moveInList(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Home" && event.key !== "End") return;
  const items = focusables(event.currentTarget);
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  event.stopPropagation();
  const next =
    event.key === "Home" ? 0 : event.key === "End" ? items.length - 1 : (index + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length;
  items[next]?.focus();
}

type DisclosureProps = {
  item: NavLink;
  nested: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  buttonClass: string;
  label: ReactNode;
};

/**
 * One entry with children: a button (aria-expanded, aria-haspopup) and its dropdown. Pointer: hover
 * opens and leaving closes; click toggles. Keyboard: Enter/Space toggle, ArrowDown (ArrowRight when
 * nested) opens on the first entry, Escape closes and returns focus, Tab out closes.
 */
function Disclosure({ item, nested, open, setOpen, buttonClass, label }: DisclosureProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLLIElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const focusFirst = useRef(false);
  const listId = useId();
  const ownHref = !isCategoriesHref(item.href) ? linkHref(item.href) : null;

  useEffect(() => {
    if (open && focusFirst.current) {
      focusFirst.current = false;
      focusables(listRef.current)[0]?.focus();
    }
  }, [open]);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const openAndFocus = () => {
    focusFirst.current = true;
    if (open) focusables(listRef.current)[0]?.focus();
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
    } else if (nested && event.key === "ArrowLeft") {
      // Let the parent list handle it (closes the parent dropdown).
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
        className={cx(buttonClass, "inline-flex cursor-pointer items-center gap-1", focusRing)}
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
        className={cx(
          "absolute z-50 min-w-56 rounded-xl border border-line bg-surface-raised p-1.5 text-fg shadow-xl",
          nested ? "left-full top-0 ml-1" : "left-0 top-full mt-1",
        )}
      >
        {/* Filled only while open: closed dropdowns cost no markup on every page. */}
        {open && ownHref && (
          <li>
            <SmartLink href={ownHref} className={cx(dropdownItemClass, "font-semibold text-brand")}>
              All {item.name}
            </SmartLink>
          </li>
        )}
        {open && <DropdownItems items={item.children} />}
      </ul>
    </li>
  );
}

const dropdownItemClass =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-fg hover:bg-surface-muted hover:text-brand focus-visible:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand";

function DropdownItems({ items }: { items: NavLink[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <>
      {items.map((child, index) =>
        child.children.length > 0 ? (
          <Disclosure
            key={`${child.name}-${index}`}
            item={child}
            nested
            open={openIndex === index}
            setOpen={(value) => setOpenIndex((current) => (value ? index : current === index ? null : current))}
            buttonClass={dropdownItemClass}
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

/** The desktop sub-navigation bar (hidden below lg): links and nested dropdowns. */
export function SubNav({ items, template, height }: { items: NavLink[]; template: number; height: number }) {
  const style = (Math.min(5, Math.max(1, Math.round(template) || 1)) as NavbarTemplate);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Main" data-shell-part="sub-navbar" data-navbar-template={style} className={cx("hidden lg:block", BAR[style])}>
      <ul
        className={cx("mx-auto flex max-w-7xl items-center px-4 text-sm font-medium sm:px-6", LIST[style])}
        style={{ minHeight: height }}
        onKeyDown={(event) => {
          if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
          const items = focusables(event.currentTarget);
          const index = items.indexOf(document.activeElement as HTMLElement);
          if (index === -1) return;
          event.preventDefault();
          items[(index + (event.key === "ArrowRight" ? 1 : -1) + items.length) % items.length]?.focus();
        }}
      >
        {items.map((item, index) =>
          item.children.length > 0 ? (
            <Disclosure
              key={`${item.name}-${index}`}
              item={item}
              nested={false}
              open={openIndex === index}
              setOpen={(value) => setOpenIndex((current) => (value ? index : current === index ? null : current))}
              buttonClass={cx("h-9", ITEM[style])}
              label={item.name}
            />
          ) : (
            <li key={`${item.name}-${index}`}>
              <SmartLink href={item.href} className={cx("inline-flex h-9 items-center", ITEM[style], focusRing)}>
                {item.name}
              </SmartLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
