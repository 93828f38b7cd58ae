"use client";

import { useAtomValue } from "jotai";
import { Suspense } from "react";
import { useAnalyticsState } from "@/lib/analytics/use-analytics-state";
import { userAtom } from "@/lib/state/ui";
import { useVisitorReady } from "@/lib/state/visitor";
import { onDemand } from "@/components/dialogs/on-demand";

const AnalyticsTracker = onDemand(() => import("./analytics-tracker").then((module) => module.AnalyticsTracker)).Component;

/**
 * The analytics tracker once the visitor call has said who is signed in (the page itself does not
 * know). Without a project key its code is never fetched.
 */
export function VisitorAnalytics({ websiteId, websiteName }: { websiteId: number; websiteName: string }) {
  const ready = useVisitorReady();
  const user = useAtomValue(userAtom);
  const off = useAnalyticsState() === "off";
  if (!ready || off) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsTracker userId={user?.id ?? null} websiteId={websiteId} websiteName={websiteName} />
    </Suspense>
  );
}
