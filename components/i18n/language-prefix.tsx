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
