"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { User } from "@/lib/api/schemas";
import { cx } from "@/components/ui/cx";
import { ChevronDownIcon, UserIcon } from "@/components/ui/icons";
import { accountName } from "@/lib/visitor/hint";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { useSignOut } from "@/components/auth/use-sign-out";
import { accountMenuLinks } from "./account-links";
import { ACCOUNT_BUTTON_CLASS, accountNameClass } from "./account-button-class";

/** The ARIA menu button: Enter/Space/ArrowDown open on the first item, ArrowUp on the last; Esc closes. */
export function UserMenu({ user, compact }: { user: User; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<"first" | "last" | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const newTabHintId = useId();
  const links = accountMenuLinks(user);
  const signOut = useSignOut();
  const toast = useToast();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const openMenu = (target: "first" | "last" | null) => {
    focusTarget.current = target;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const all = items();
    if (focusTarget.current === "first") all[0]?.focus();
    if (focusTarget.current === "last") all[all.length - 1]?.focus();
    focusTarget.current = null;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openMenu("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openMenu("last");
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(index + 1);
      case "ArrowUp":
        return move(index - 1);
      case "Home":
        return move(0);
      case "End":
        return move(all.length - 1);
      case "Escape":
        event.preventDefault();
        return close(true);
      case "Tab":
        return setOpen(false);
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const start = index + 1;
          const match = [...all.slice(start), ...all.slice(0, start)].find((item) => item.textContent?.trim().toLowerCase().startsWith(letter));
          match?.focus();
        }
    }
  };

  const itemClass =
    "flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-fg hover:bg-surface-muted focus:bg-surface-muted focus:outline-2 focus:-outline-offset-2 focus:outline-brand";

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu(null))}
        onKeyDown={onButtonKeyDown}
        className={ACCOUNT_BUTTON_CLASS}
      >
        <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand/10 text-brand">
          <UserIcon size={18} />
        </span>
        {/* Phones show the icon only; the name stays the button's accessible name. */}
        <span className={cx("truncate", accountNameClass(compact))}>{accountName(user)}</span>
        <ChevronDownIcon size={16} className={cx("hidden shrink-0 transition-transform sm:block", open && "rotate-180")} />
      </button>
      <div hidden={!open} className="absolute right-0 top-full z-50 mt-2 w-60 rounded-xl border border-line bg-surface-raised p-1.5 shadow-xl">
        <div className="border-b border-line px-3 pb-2 pt-1.5">
          <p className="truncate text-sm font-semibold">{user.name || "My account"}</p>
          {(user.phone || user.email) && <p className="truncate text-xs text-fg-muted">{user.phone || user.email}</p>}
        </div>
        <span id={newTabHintId} hidden>
          Opens in a new tab
        </span>
        <ul ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown} className="pt-1">
        {links.map((link) => (
          <li role="none" key={link.href}>
            {link.newTab ? (
              <a
                role="menuitem"
                tabIndex={-1}
                href={link.href}
                target="_blank"
                rel="noopener"
                aria-describedby={newTabHintId}
                className={itemClass}
                onClick={() => setOpen(false)}
              >
                {link.label}
                <span className="text-xs text-fg-muted" aria-hidden="true">
                  ↗
                </span>
              </a>
            ) : (
              <Link role="menuitem" tabIndex={-1} href={link.href} className={itemClass} onClick={() => setOpen(false)} prefetch={false}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
          <li role="none" className="mt-1 border-t border-line pt-1">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => {
                setOpen(false);
                signOut().catch((error: unknown) => toast.error(errorText(error)));
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
