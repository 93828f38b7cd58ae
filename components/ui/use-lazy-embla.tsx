"use client";

import type { AutoplayOptionsType } from "embla-carousel-autoplay";
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { onDemand } from "@/components/dialogs/on-demand";
import { usePageIdle } from "@/lib/use-page-idle";
import type { EmblaApi, EmblaOptions } from "./embla-engine";

const EmblaEngine = onDemand(() => import("./embla-engine").then((module) => module.default)).Component;

const SLIDE_SPEED_MS = 300;
/** Embla's duration is a unitless speed (default 25, "higher is slower"); ~25 gives a ~300 ms slide. */
const SLIDE_DURATION = Math.round(SLIDE_SPEED_MS / 12);

type LazyEmbla = {
  /** For the element embla scrolls (the server HTML already lays its slides out). */
  viewportRef: (viewport: HTMLElement | null) => void;
  /** Undefined until embla has arrived. */
  api: EmblaApi | undefined;
  /** Does `action` now, or as soon as embla has arrived (fetching it at once), so no click is lost. */
  run: (action: (api: EmblaApi) => void) => void;
  /** To render anywhere in the carousel: it brings embla in. */
  engine: ReactNode;
  /** True from when embla is on its way (the page is idle, or a control was clicked). */
  wanted: boolean;
};

/**
 * embla-carousel (and its autoplay) for a carousel whose markup is already drawn, sliding in about
 * 300 ms, fetched once the page is idle or on the first click on a control: it is not part of the
 * scripts a phone downloads before the page has loaded.
 */
export function useLazyEmbla(options: EmblaOptions, autoplay?: AutoplayOptionsType): LazyEmbla {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const idle = usePageIdle();
  const [clicked, setClicked] = useState(false);
  const [api, setApi] = useState<EmblaApi>();
  const waiting = useRef<((api: EmblaApi) => void) | null>(null);

  // One frame later, so that the carousel's own listeners are on embla and hear what the click does.
  useEffect(() => {
    if (!api) return;
    const frame = window.requestAnimationFrame(() => {
      waiting.current?.(api);
      waiting.current = null;
    });
    return () => window.cancelAnimationFrame(frame);
  }, [api]);

  const run = useCallback(
    (action: (api: EmblaApi) => void) => {
      if (api) return action(api);
      waiting.current = action;
      setClicked(true);
    },
    [api],
  );

  const wanted = idle || clicked;
  const engine =
    wanted && viewport ? (
      <Suspense fallback={null}>
        <EmblaEngine viewport={viewport} options={{ duration: SLIDE_DURATION, ...options }} autoplay={autoplay} onReady={setApi} />
      </Suspense>
    ) : null;
  return { viewportRef: setViewport, api, run, engine, wanted };
}
