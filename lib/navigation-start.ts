"use client";
import { usePathname, useRouter } from "next/navigation";
import { useMemo } from "react";

/**
 * Client navigations started from code (not from a link click) announce themselves with this event,
 * so the progress bar, which loads after the page, can show them without its library in the first load.
 */
export const NAVIGATION_START_EVENT = "store:navigation-start";

/** next/navigation's router whose push and replace show the progress bar when they leave the page. */
export function useProgressRouter(): ReturnType<typeof useRouter> {
  const router = useRouter();
  const pathname = usePathname();
  return useMemo(() => {
    const announce = (href: string) => {
      if (href !== pathname) window.dispatchEvent(new Event(NAVIGATION_START_EVENT));
    };
    return {
      ...router,
      push: (href, options) => {
        announce(href);
        router.push(href, options);
      },
      replace: (href, options) => {
        announce(href);
        router.replace(href, options);
      },
    };
  }, [router, pathname]);
}
