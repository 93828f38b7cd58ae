"use client";

import { useAtomValue, type Atom } from "jotai";
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { onFirstInteraction } from "@/lib/on-first-interaction";

export type OnDemand<P extends object> = {
  /** Renders the component, suspending until its code has arrived. */
  Component: ComponentType<P>;
  /** Starts downloading the code (once); call it when the shopper shows intent to open. */
  preload: () => void;
  /** Starts downloading the code at the shopper's first interaction with the page; later calls add nothing. */
  preloadOnInteraction: () => void;
};

/**
 * A component whose code is left out of the page's first download and fetched the first time it
 * renders or `preload()` runs. A failed download is forgotten, so the next attempt tries again.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const preload = () => void start().catch(() => undefined);
  let waitingForInteraction = false;
  const preloadOnInteraction = () => {
    if (waitingForInteraction) return;
    waitingForInteraction = true;
    onFirstInteraction(preload);
  };
  return { Component: lazy(start), preload, preloadOnInteraction };
}

/**
 * Mounts `children` from the first moment `openAtom` is true and keeps them mounted after, so a
 * dialog whose code arrives on demand still animates closed and keeps its state between openings.
 */
export function MountWhenOpened({ openAtom, children }: { openAtom: Atom<boolean>; children: ReactNode }) {
  const open = useAtomValue(openAtom);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Fetches the code of the given on-demand components at the shopper's first interaction with the
 * page, so that opening one then is instant while a visit that touches nothing downloads none of it.
 * A listing's many cards that each call this wait once per component, not once each.
 */
export function usePreloadOnInteraction(parts: readonly Pick<OnDemand<object>, "preloadOnInteraction">[]): void {
  useEffect(() => parts.forEach((part) => part.preloadOnInteraction()), [parts]);
}
