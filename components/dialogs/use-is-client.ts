import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False during server rendering and hydration, true afterwards (portals need document.body). */
export function useIsClient(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
