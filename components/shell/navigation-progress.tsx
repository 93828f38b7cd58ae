"use client";

import NextTopLoader, { useTopLoader } from "nextjs-toploader";
import NProgress from "nprogress";
import { useEffect } from "react";
import { NAVIGATION_START_EVENT } from "@/lib/navigation-start";

/** Starts the bar for navigations pushed from code; link clicks and their end the library sees itself. */
function CodeNavigationListener() {
  const { start } = useTopLoader();
  useEffect(() => {
    window.addEventListener(NAVIGATION_START_EVENT, start);
    return () => window.removeEventListener(NAVIGATION_START_EVENT, start);
  }, [start]);
  return null;
}

/**
 * The library's default markup gives its parts role="bar" and role="spinner", which are no ARIA roles
 * (axe: aria-roles, critical) and which nprogress, underneath, finds its parts by. They only show
 * motion, so assistive technology skips them, and nprogress finds them by class instead.
 */
const DECORATIVE_TEMPLATE =
  '<div class="bar" aria-hidden="true"><div class="peg"></div></div><div class="spinner" aria-hidden="true"><div class="spinner-icon"></div></div>';
NProgress.configure({ barSelector: ".bar", spinnerSelector: ".spinner" });

/** The bar that shows a page change is under way (loaded after the page, see AfterLoadParts). */
export function NavigationProgress() {
  return (
    <>
      <NextTopLoader color="var(--brand)" height={3} initialPosition={0.08} speed={200} crawlSpeed={800} showSpinner zIndex={1600} template={DECORATIVE_TEMPLATE} />
      <CodeNavigationListener />
    </>
  );
}
