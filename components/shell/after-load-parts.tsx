"use client";

import { Suspense } from "react";
import { usePageIdle } from "@/lib/use-page-idle";
import { useFirstInteraction } from "@/lib/use-first-interaction";
import { onDemand } from "@/components/dialogs/on-demand";
import { websiteOverridePair } from "@/lib/site/website-override-cookie.mjs";

const NavigationProgress = onDemand(() => import("./navigation-progress").then((module) => module.NavigationProgress)).Component;
const WebsiteOverrideNotice = onDemand(() => import("@/components/bos/website-override-notice").then((module) => module.WebsiteOverrideNotice)).Component;
const StickyHeaderOffset = onDemand(() => import("./sticky-header-offset").then((module) => module.StickyHeaderOffset)).Component;
const ConsentBanner = onDemand(() => import("@/components/consent/consent-banner").then((module) => module.ConsentBanner)).Component;

/**
 * The shell's parts that are of no use before the page can be used. The consent banner's code is
 * fetched once the page has loaded and the browser is idle, so it is not among the scripts a phone
 * downloads before the load event. The navigation progress bar shows a navigation the shopper
 * starts, so its code waits for the shopper's first interaction with the page. The sticky header's
 * measuring starts at whichever of the two comes first: until then the stylesheet's default height
 * holds, and before the shopper scrolls or tabs nothing can sit under the header. A superadmin who
 * switched website (the readable override cookie) is told which website they see.
 */
export function AfterLoadParts() {
  const idle = usePageIdle();
  const interacted = useFirstInteraction();
  return (
    <>
      <Suspense fallback={null}>{interacted && <NavigationProgress />}</Suspense>
      <Suspense fallback={null}>{(idle || interacted) && <StickyHeaderOffset />}</Suspense>
      <Suspense fallback={null}>{idle && <ConsentBanner />}</Suspense>
      <Suspense fallback={null}>{idle && websiteOverridePair(document.cookie) && <WebsiteOverrideNotice />}</Suspense>
    </>
  );
}
