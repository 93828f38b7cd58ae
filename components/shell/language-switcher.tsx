"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import type { LanguageOption } from "@/lib/i18n/language-options";
import { rememberLanguage } from "@/lib/i18n/remembered-language";
import { withLanguagePrefix, withoutLanguagePrefix } from "@/lib/i18n/locale-path";
import { buttonClass } from "@/components/ui/button";
import { ChevronDownIcon } from "@/components/ui/icons";

type LanguageSwitcherProps = {
  languages: LanguageOption[];
  current: string;
  /** "Language", in the page's language. */
  label: string;
  /** The header's compact button, or the drawer's full list. */
  variant?: "menu" | "list";
};

/**
 * The same page in each of the website's languages: plain links (each language's page is its own
 * address), the page's query kept at the click. The choice is remembered as a suggestion for a later
 * visit; nothing redirects on it.
 */
export function LanguageSwitcher({ languages, current, label, variant = "menu" }: LanguageSwitcherProps) {
  const pathname = usePathname() ?? "/";
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const here = languages.find((language) => language.code === current) ?? languages[0];
  const path = withoutLanguagePrefix(here.prefix, pathname);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const follow = (code: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(code);
    event.currentTarget.href += window.location.search;
  };

  const list = (
    <ul id={listId} className={variant === "menu" ? "language-menu" : "space-y-0.5"} hidden={variant === "menu" && !open}>
      {languages.map((language) => (
        <li key={language.code}>
          <a
            href={withLanguagePrefix(language.prefix, path)}
            hrefLang={language.code}
            lang={language.code}
            aria-current={language.code === current ? "true" : undefined}
            onClick={follow(language.code)}
            className="language-option"
          >
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  );

  if (variant === "list") {
    return (
      <nav aria-label={label} className="px-1">
        <p className="px-2 pb-1 text-xs font-medium uppercase tracking-wide text-fg-muted">{label}</p>
        {list}
      </nav>
    );
  }
  return (
    <div
      ref={root}
      className="language-switcher"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClass("ghost", "md", "gap-1 px-2")}
      >
        <span className="sr-only">{label}: </span>
        <span lang={here.code}>{here.name}</span>
        <ChevronDownIcon size={14} className="opacity-60" />
      </button>
      {list}
    </div>
  );
}
