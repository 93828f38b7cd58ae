"use client";

import Autoplay, { type AutoplayOptionsType } from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

type EmblaEngineProps = {
  viewport: HTMLElement;
  options: EmblaOptions;
  autoplay?: AutoplayOptionsType;
  onReady: (api: EmblaApi) => void;
};

/** Starts embla on a viewport that is already on the page; loaded on demand by useLazyEmbla. */
export default function EmblaEngine({ viewport, options, autoplay, onReady }: EmblaEngineProps) {
  const [plugins] = useState(() => (autoplay ? [Autoplay(autoplay)] : []));
  const [attach, api] = useEmblaCarousel(options, plugins);
  useEffect(() => attach(viewport), [attach, viewport]);
  useEffect(() => {
    if (api) onReady(api);
  }, [api, onReady]);
  return null;
}
