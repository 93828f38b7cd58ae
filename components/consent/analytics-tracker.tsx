"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect } from "react";
import {
  capturePageview,
  groupByWebsite,
  identifyUser,
  isAnalyticsIdentified,
  resetAnalytics,
} from "@/lib/analytics/client";
import { useAnalyticsLoaded, useAnalyticsState } from "@/lib/analytics/use-analytics-state";

type Props = {
  /** The signed-in user's id from the init data, null for a guest. */
  userId: number | null;
  websiteId: number | null;
  websiteName: string | null;
};

/** Sends the page views (start and every navigation), the website group and the identity, once consent is granted. */
export function AnalyticsTracker(props: Props) {
  return (
    <Suspense fallback={null}>
      <Tracker {...props} />
    </Suspense>
  );
}

function Tracker({ userId, websiteId, websiteName }: Props) {
  // A shopper who consented on an earlier visit is "granted" before the library has loaded; what is
  // sent waits for it, or the start page view and the identity would be dropped.
  const consented = useAnalyticsState() === "granted";
  const loaded = useAnalyticsLoaded();
  const granted = consented && loaded;
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    if (!granted) return;
    if (userId !== null) identifyUser({ id: userId });
    else if (isAnalyticsIdentified()) resetAnalytics();
    groupByWebsite(websiteId === null ? null : { id: websiteId, name: websiteName ?? "" });
  }, [granted, userId, websiteId, websiteName]);

  useEffect(() => {
    if (granted) capturePageview(`${window.location.origin}${pathname}${search ? `?${search}` : ""}`);
  }, [granted, pathname, search]);

  return null;
}
