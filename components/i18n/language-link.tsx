"use client";

import Link from "next/link";
import type { ComponentProps } from "react";
import { withLanguagePrefix } from "@/lib/i18n/locale-path";
import { useLanguagePrefix } from "./language-prefix";

/** next/link whose path of the website stays in the page's language (/hi/… on a Hindi page). */
export function LanguageLink({ href, ...props }: ComponentProps<typeof Link>) {
  const prefix = useLanguagePrefix();
  return <Link {...props} href={typeof href === "string" ? withLanguagePrefix(prefix, href) : href} />;
}

/** A path of the website in the page's language, for code that navigates (router.push). */
export function useLanguagePath(): (path: string) => string {
  const prefix = useLanguagePrefix();
  return (path) => withLanguagePrefix(prefix, path);
}
