"use client";

import { lazy, Suspense } from "react";
import { usePageIdle } from "@/lib/use-page-idle";

const NavigationProgress = lazy(() => import("./navigation-progress").then((module) => ({ default: module.NavigationProgress })));
const ConsentBanner = lazy(() => import("@/components/consent/consent-banner").then((module) => ({ default: module.ConsentBanner })));

/**
 * The shell's parts that are of no use before the page can be used, the navigation progress bar and
 * the consent banner: their code is fetched once the page has loaded and the browser is idle, so it
 * is not among the scripts a phone downloads before the load event.
 */
export function AfterLoadParts() {
  const idle = usePageIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <NavigationProgress />
      <ConsentBanner />
    </Suspense>
  );
}
