"use client";

import NextTopLoader, { useTopLoader } from "nextjs-toploader";
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

/** The bar that shows a page change is under way (loaded after the page, see AfterLoadParts). */
export function NavigationProgress() {
  return (
    <>
      <NextTopLoader color="var(--brand)" height={3} initialPosition={0.08} speed={200} crawlSpeed={800} showSpinner zIndex={1600} />
      <CodeNavigationListener />
    </>
  );
}
