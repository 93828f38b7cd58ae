"use client";

import { useAtomValue, type Atom } from "jotai";
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { onFirstInteraction } from "@/lib/on-first-interaction";
import { whenIdle } from "@/lib/when-idle";
import { usePageIdle } from "@/lib/use-page-idle";

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

/**
 * A part below the first screen that the server renders with the page and the browser brings to life
 * once the page is idle: its code is not among the scripts a phone downloads before the load event,
 * and until it has arrived the server's HTML stays as it is (React leaves a Suspense boundary whose
 * code is on its way as the server rendered it, and hydrates it when the code comes).
 */
export function hydrateWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const part = onDemand(() => (typeof window === "undefined" ? load() : new Promise<void>((resolve) => whenIdle(resolve)).then(load)));
  return function WhenIdle(props: P) {
    return (
      <Suspense fallback={null}>
        <part.Component {...props} />
      </Suspense>
    );
  };
}

/**
 * A part that has nothing to show before the page is idle (and nothing on the server): it is
 * mounted, and its code fetched, once the page has loaded and the browser is idle.
 */
export function mountWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const part = onDemand(load);
  return function MountedWhenIdle(props: P) {
    const idle = usePageIdle();
    if (!idle) return null;
    return (
      <Suspense fallback={null}>
        <part.Component {...props} />
      </Suspense>
    );
  };
}
