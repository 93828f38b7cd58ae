"use client";

import type Link from "next/link";
import { useState, type ComponentProps } from "react";
import { isPrivatePath } from "@/lib/site/private-paths";
import { LanguageLink } from "@/components/i18n/language-link";

type IntentLinkProps = Omit<ComponentProps<typeof Link>, "prefetch">;

/**
 * A link that prefetches its page once the visitor reaches for it (pointer over it, keyboard focus, a
 * finger down), not when it scrolls into view. A page holds many links (breadcrumbs, menus, cards,
 * the footer): prefetching each one in view would cost every page view a server render per link,
 * and a phone its data, for pages the visitor mostly never opens. Reaching for a link starts the
 * prefetch a few hundred milliseconds before the click, so the next page still shows at once.
 * A private page (account, checkout…) is never prefetched: Next strips its prefetch headers before
 * proxy.ts runs, so the route guard would take a prefetch for a visit.
 * A path of the website stays in the page's language (/hi/… on a Hindi page).
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, href, ...props }: IntentLinkProps) {
  const [reached, setReached] = useState(false);
  const path = typeof href === "string" ? href.split(/[?#]/)[0] : (href.pathname ?? "");
  return (
    <LanguageLink
      {...props}
      href={href}
      prefetch={reached && !isPrivatePath(path) ? null : false}
      onMouseEnter={(event) => {
        setReached(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setReached(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setReached(true);
        onTouchStart?.(event);
      }}
    />
  );
}
