"use client";

import { Suspense } from "react";
import { usePageIdle } from "@/lib/use-page-idle";
import { onDemand } from "@/components/dialogs/on-demand";

const NavigationProgress = onDemand(() => import("./navigation-progress").then((module) => module.NavigationProgress)).Component;
const ConsentBanner = onDemand(() => import("@/components/consent/consent-banner").then((module) => module.ConsentBanner)).Component;

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
