"use client";

import { useTranslations } from "use-intl";
import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import { useLazyEmbla } from "./use-lazy-embla";

export const DEFAULT_AUTOPLAY_MS = 3000;

/** Slides per view from 0, 640, 768 and 1024 px up (Tailwind's sm, md, lg). */
export type PerView = { base: number; sm?: number; md?: number; lg?: number };

type CarouselProps = {
  slides: ReactNode[];
  label: string;
  perView?: PerView;
  autoplayMs?: number | false;
  loop?: boolean;
  gap?: number;
  showDots?: boolean;
  className?: string;
  /** Classes for the prev/next buttons (e.g. hiding them on phones, where slides are swiped). */
  controlsClassName?: string;
};

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/**
 * An embla carousel (embla itself arrives after the page, see useLazyEmbla): swipe/drag, prev/next
 * buttons, optional dots, autoplay that pauses on hover and focus and is off for prefers-reduced-motion.
 * Slides are laid out by CSS, so the server HTML already shows the first slides at the right size. The
 * server HTML carries only the slides the widest view shows at once; the rest join, out of sight beyond
 * the first view, when embla is on its way: each carousel in its own idle moment rather than all of
 * them in the render that follows hydration, where a home page's rows of cards made one long task.
 */
export function Carousel({
  slides,
  label,
  perView = { base: 1 },
  autoplayMs = DEFAULT_AUTOPLAY_MS,
  loop = true,
  gap = 16,
  showDots = false,
  className,
  controlsClassName,
}: CarouselProps) {
  const t = useTranslations("Product");
  const { viewportRef, api, run, engine, wanted } = useLazyEmbla(
    { loop, align: "start", containScroll: "trimSnaps", skipSnaps: false },
    autoplayMs ? { delay: autoplayMs, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true } : undefined,
  );
  const reducedMotion = usePrefersReducedMotion();
  const firstView = Math.max(perView.base, perView.sm ?? 0, perView.md ?? 0, perView.lg ?? 0);
  const rendered = wanted ? slides : slides.slice(0, firstView);
  const [state, setState] = useState({ prev: false, next: slides.length > 1, selected: 0, snaps: 0 });

  const sync = useCallback(() => {
    if (!api) return;
    setState({ prev: api.canScrollPrev(), next: api.canScrollNext(), selected: api.selectedScrollSnap(), snaps: api.scrollSnapList().length });
  }, [api]);

  useEffect(() => {
    if (!api) return;
    api.on("select", sync).on("reInit", sync);
    const frame = window.requestAnimationFrame(sync);
    return () => {
      window.cancelAnimationFrame(frame);
      api.off("select", sync).off("reInit", sync);
    };
  }, [api, sync]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!api || !autoplay) return;
    if (reducedMotion || api.scrollSnapList().length < 2) autoplay.stop();
    else autoplay.play();
  }, [api, reducedMotion]);

  const vars = {
    "--gap": `${gap}px`,
    "--pv": perView.base,
    "--pv-sm": perView.sm ?? perView.base,
    "--pv-md": perView.md ?? perView.sm ?? perView.base,
    "--pv-lg": perView.lg ?? perView.md ?? perView.sm ?? perView.base,
  } as CSSProperties;

  const button = cx(
    "carousel-arrow",
    controlsClassName,
  );
  const arrows = slides.length > 1;
  // Whether dots will show is known before the carousel has measured its snaps, so the row they sit
  // in is laid out (and keeps its height) from the server HTML on: nothing below it moves when they appear.
  const dotsRow = showDots && slides.length > 1;
  const dots = dotsRow && state.snaps > 1;

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className={className} style={vars}>
      {engine}
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-[var(--gap)] flex touch-pan-y">
          {rendered.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t("slideOf", { index: index + 1, count: slides.length })}
              className="carousel-slide"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Controls sit below the slides, never over them, so they cannot hide a banner's words or a card's name. */}
      {(arrows || dotsRow) && (
        <div className={cx("mt-3 flex items-center justify-center gap-3", dotsRow ? "min-h-6" : controlsClassName)}>
          {arrows && (
            <button type="button" aria-label={t("previousSlide")} className={button} disabled={!state.prev && !!api} onClick={() => run((embla) => embla.scrollPrev())}>
              <ChevronLeftIcon />
            </button>
          )}
          {dots && (
            <div className="flex justify-center">
              {Array.from({ length: state.snaps }, (_, index) => (
                // A 24 px target around the small dot that is drawn.
                <button
                  key={index}
                  type="button"
                  aria-label={t("goToSlide", { index: index + 1 })}
                  aria-current={index === state.selected ? "true" : undefined}
                  onClick={() => run((embla) => embla.scrollTo(index))}
                  className="carousel-dot group"
                >
                  <span
                    aria-hidden="true"
                    className={cx(
                      "block h-2.5 rounded-full transition-all",
                      index === state.selected ? "w-6 bg-brand" : "w-2.5 bg-line group-hover:bg-fg-muted",
                    )}
                  />
                </button>
              ))}
            </div>
          )}
          {arrows && (
            <button type="button" aria-label={t("nextSlide")} className={button} disabled={!state.next && !!api} onClick={() => run((embla) => embla.scrollNext())}>
              <ChevronRightIcon />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
