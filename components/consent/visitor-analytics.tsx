"use client";

import { useAtomValue } from "jotai";
import { userAtom } from "@/lib/state/ui";
import { useVisitorReady } from "@/lib/state/visitor";
import { AnalyticsTracker } from "./analytics-tracker";

/** The analytics tracker once the visitor call has said who is signed in (the page itself does not know). */
export function VisitorAnalytics({ websiteId, websiteName }: { websiteId: number; websiteName: string }) {
  const ready = useVisitorReady();
  const user = useAtomValue(userAtom);
  if (!ready) return null;
  return <AnalyticsTracker userId={user?.id ?? null} websiteId={websiteId} websiteName={websiteName} />;
}
