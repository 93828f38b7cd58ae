"use client";

import { useProgressRouter } from "@/lib/navigation-start";
import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "use-intl";
import { Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { onDemand } from "@/components/dialogs/on-demand";
import { buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { CloseIcon, SearchIcon } from "@/components/ui/icons";
import { searchHref } from "@/lib/paths";
import { withLanguagePrefix } from "@/lib/i18n/locale-path";
import { useLanguagePrefix } from "@/components/i18n/language-prefix";
import { NOTHING_FOUND_YET, type FoundSuggestions } from "./found-suggestions";

/** The code that asks for suggestions and the list's are fetched when the field is first focused, while the shopper types. */
const suggestionSource = onDemand(() => import("./suggestion-source").then((module) => module.SuggestionSource));
const suggestionList = onDemand(() => import("./search-suggestions").then((module) => module.SearchSuggestions));

const SEARCH_FOCUS_DELAY_MS = 300;

type SearchFormProps = {
  autoFocusDelay?: boolean;
  className?: string;
  onSubmitted?: () => void;
  size?: "md" | "lg";
};

/**
 * Tells the form the search the address holds (on /products). It sits in its own Suspense boundary
 * so the field itself is in the server HTML and never swapped after hydration (a swap dropped what
 * the shopper had typed and put two fields with one id in the page).
 */
function AddressQuery({ onChange }: { onChange: (query: string) => void }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const query = pathname === "/products" ? (params.get("q") ?? "") : "";
  useEffect(() => onChange(query), [onChange, query]);
  return null;
}

function SearchForm({ autoFocusDelay, className, onSubmitted, size = "md" }: SearchFormProps) {
  const router = useProgressRouter();
  const t = useTranslations("Shell");
  const prefix = useLanguagePrefix();
  const [text, setText] = useState("");
  const shownQuery = useRef("");
  const showQuery = useCallback((query: string) => {
    if (query === shownQuery.current) return;
    shownQuery.current = query;
    setText(query);
  }, []);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [focused, setFocused] = useState(false);
  const [found, setFound] = useState<FoundSuggestions>(NOTHING_FOUND_YET);
  const { options } = found;
  const expanded = open && options.length > 0;
  const active = expanded && activeIndex < options.length ? activeIndex : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const nothingFound = open && found.answered && options.length === 0 && found.forText === text.trim();

  useEffect(() => {
    if (!autoFocusDelay) return;
    const timer = window.setTimeout(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoFocusDelay]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const chosen = () => {
    close();
    onSubmitted?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field's own value: text typed before the page became interactive never reached state.
    const typed = new FormData(event.currentTarget).get("q");
    const href = searchHref(typeof typed === "string" ? typed : text);
    if (!href) return;
    close();
    router.push(withLanguagePrefix(prefix, href));
    onSubmitted?.();
  };

  /** Arrow keys walk the options (wrapping), Enter opens the active one, Escape closes the list. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      setActiveIndex(active < 0 ? (step === 1 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      router.push(withLanguagePrefix(prefix, options[active].href));
      chosen();
    } else if (event.key === "Escape" && expanded) {
      // The list closes; the text stays, and an enclosing search panel stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <form
      role="search"
      action={withLanguagePrefix(prefix, "/products")}
      method="get"
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
      className={cx("relative w-full", className)}
    >
      <Suspense fallback={null}>
        <AddressQuery onChange={showQuery} />
      </Suspense>
      {focused && (
        <Suspense fallback={null}>
          <suggestionSource.Component text={text} onFound={setFound} />
        </Suspense>
      )}
      <label htmlFor={inputId} className="sr-only">
        {t("searchProducts")}
      </label>
      <SearchIcon size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-fg-muted" />
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        type="text"
        inputMode="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => {
          setOpen(true);
          setFocused(true);
          suggestionList.preload();
        }}
        onKeyDown={onKeyDown}
        placeholder={t("searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        className={cx(
          "search-input",
          size === "lg" ? "h-12" : "h-11",
        )}
      />
      <button type="submit" className={buttonClass("primary", "sm", "absolute right-1.5 top-1/2 -translate-y-1/2")}>
        {t("search")}
      </button>
      {expanded && (
        <Suspense fallback={null}>
          <suggestionList.Component id={listboxId} options={options} activeIndex={active} optionId={optionId} onChosen={chosen} />
        </Suspense>
      )}
      {nothingFound && (
        <p className="absolute inset-x-0 top-full z-[9999] mt-[3px] rounded-xl border border-line bg-surface-raised px-3 py-3 text-sm text-fg-muted shadow-lg">
          {t("noMatch")}
        </p>
      )}
      <p role="status" className="sr-only">
        {expanded ? t("suggestionCount", { count: options.length }) : nothingFound ? t("noMatch") : ""}
      </p>
    </form>
  );
}

/** The always-visible search bar (width in percent of the space it sits in). */
export function SearchBar({ widthPercent = 100, className }: { widthPercent?: number; className?: string }) {
  const width = Math.min(100, Math.max(20, widthPercent || 100));
  return (
    <div className={cx("search-bar", className)} style={{ ["--search-width" as string]: `${width}%` }}>
      <SearchForm />
    </div>
  );
}

/**
 * A search icon that opens a search row (compact header template); the field takes focus 300 ms after
 * it opens; Escape closes it and returns focus to the icon.
 */
export function SearchToggle({ widthPercent = 100 }: { widthPercent?: number }) {
  const [open, setOpen] = useState(false);
  const t = useTranslations("Shell");
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const width = Math.min(100, Math.max(20, widthPercent || 100));
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("openSearch")}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClass("ghost", "icon")}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === "Escape") close();
        }}
        className="absolute inset-x-0 top-full z-30 border-b border-line bg-surface-raised px-4 py-3 shadow-md"
      >
        {open && (
          <div className="mx-auto" style={{ maxWidth: `min(100%, ${width}%)` }}>
            <SearchForm autoFocusDelay size="lg" onSubmitted={() => setOpen(false)} />
          </div>
        )}
      </div>
    </>
  );
}
