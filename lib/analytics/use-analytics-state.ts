"use client";
import { useSyncExternalStore } from "react";
import { analyticsLoaded, analyticsState, subscribeAnalytics, type AnalyticsState } from "./client";

const serverState = (): AnalyticsState => "off";

export function useAnalyticsState(): AnalyticsState {
  return useSyncExternalStore(subscribeAnalytics, analyticsState, serverState);
}

/** Whether the library has arrived (it loads once the page is idle, after consent may already be known). */
export function useAnalyticsLoaded(): boolean {
  return useSyncExternalStore(subscribeAnalytics, analyticsLoaded, () => false);
}
