"use client";

import NextTopLoader from "nextjs-toploader";
import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * The bar that shows a page change is under way. It only matters after hydration, so it mounts on the
 * client only: its <style> (which the library renders in the body) stays out of the shared server HTML.
 */
export function NavigationProgress() {
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  if (!hydrated) return null;
  return <NextTopLoader color="var(--brand)" height={3} initialPosition={0.08} speed={200} crawlSpeed={800} showSpinner zIndex={1600} />;
}
