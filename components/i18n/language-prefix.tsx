"use client";

import { createContext, useContext, type ReactNode } from "react";

/** "" on the website's default language's pages, "/hi" on its Hindi ones: what internal links start with. */
const LanguagePrefix = createContext("");

export function LanguagePrefixProvider({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <LanguagePrefix.Provider value={prefix}>{children}</LanguagePrefix.Provider>;
}

export function useLanguagePrefix(): string {
  return useContext(LanguagePrefix);
}

/** The page's language when it is not the website's default ("hi"), else undefined: what public catalogue reads send as `?lang=`. */
export function useCatalogueLanguage(): string | undefined {
  return useContext(LanguagePrefix).slice(1) || undefined;
}
