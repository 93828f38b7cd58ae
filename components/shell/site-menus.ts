"use client";

import { useSyncExternalStore } from "react";
import type { SiteMenus } from "@/lib/site/menus";
import { withLanguagePrefix } from "@/lib/i18n/locale-path";

/**
 * The menus in the page's language: /menus.json, or /hi/menus.json on a Hindi page (the prefix the
 * page names on `<html data-language-prefix>`), so each language's answer is cached at its own address.
 * Read from the document because the menus are also loaded outside React (by on-demand dialogs).
 */
function menusUrl(): string {
  return withLanguagePrefix(document.documentElement.dataset.languagePrefix ?? "", "/menus.json");
}

let menus: SiteMenus | null = null;
let loading: Promise<SiteMenus | null> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches the website's menus once per page load (the same origin serves one website). A failed fetch
 * gives null and is forgotten, so the next caller tries again.
 */
export function loadSiteMenus(): Promise<SiteMenus | null> {
  // "no-cache": the browser asks the server (which answers from its cache) every time. Left to its
  // default, it would answer from its own copy and revalidate that in the background, a request that
  // outlives the page's load.
  const url = menusUrl();
  loading ??= fetch(url, { cache: "no-cache" })
    .then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<SiteMenus>;
    })
    .then(
      (loaded) => {
        menus = loaded;
        listeners.forEach((listener) => listener());
        return loaded;
      },
      () => {
        loading = null;
        return null;
      },
    );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The website's menus once they have arrived (null before). Nothing fetches them until a shopper
 * reaches for a menu (a dropdown opened or focused, the drawer, the category filter): a view in which
 * no menu is opened makes no request for them.
 */
export function useSiteMenus(): SiteMenus | null {
  const current = useSyncExternalStore(
    subscribe,
    () => menus,
    () => null,
  );
  return current;
}
