"use client";
import { useSyncExternalStore } from "react";
import { analyticsState, subscribeAnalytics, type AnalyticsState } from "./client";

const serverState = (): AnalyticsState => "off";

export function useAnalyticsState(): AnalyticsState {
  return useSyncExternalStore(subscribeAnalytics, analyticsState, serverState);
}
