"use client";

import { useTranslations } from "use-intl";
import { useCallback, useEffect, useState } from "react";
import { preload } from "react-dom";
import type { Pack } from "@/lib/api/schemas";
import { imageSrcSet, imageUrl } from "@/lib/images";
import { useChosenPack } from "@/lib/state/product";
import { firstPackToShow } from "@/lib/first-pack-to-show";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { useLazyEmbla } from "@/components/ui/use-lazy-embla";

type GalleryPack = Pick<Pack, "pack_id" | "pack_name" | "image">;
type Slide = { src: string; alt: string };

/**
 * The chosen pack's own photo first (with the product images that are no other pack's), else the
 * product's images.
 */
export function gallerySlides(
  images: string[],
  name: string,
  packs: GalleryPack[],
  chosen: GalleryPack | undefined,
  imageOf: (index: number, count: number) => string,
): Slide[] {
  const packShots = new Set(packs.flatMap((pack) => (pack.image ? [pack.image] : [])));
  const shared = images.filter((src) => !packShots.has(src));
  const others = chosen?.image || shared.length > 0 ? shared : images;
  const numbered = others.map((src, index) => ({ src, alt: others.length > 1 ? imageOf(index + 1, others.length) : name }));
  const slides = chosen?.image ? [{ src: chosen.image, alt: `${name}, ${chosen.pack_name}` }, ...numbered] : numbered;
  return slides.length > 0 ? slides : [{ src: "", alt: name }];
}

/** How wide the gallery is drawn: the page's width on phones, its left column from the large breakpoint. */
const GALLERY_SIZES = "(min-width: 1024px) 40vw, 100vw";

const gallerySrcSet = (src: string) => imageSrcSet(src, ["medium", "large"]);

/** The product's images, led by the chosen pack's photo: swipe between them, or pick one by its thumbnail. */
export function ProductGallery({
  images,
  name,
  productId,
  addressedPackId,
  packs,
}: {
  images: string[];
  name: string;
  productId: number;
  /** The pack ?pack=ID names, which leads until the shopper picks another. */
  addressedPackId?: number;
  packs: (GalleryPack & Pick<Pack, "in_stock">)[];
}) {
  const [packId] = useChosenPack(productId, addressedPackId ?? firstPackToShow(packs)?.pack_id);
  const t = useTranslations("Product");
  const list = gallerySlides(images, name, packs, packs.find((pack) => pack.pack_id === packId), (index, count) => t("imageOf", { name, index, count }));
  const { viewportRef, api, run, engine, wanted } = useLazyEmbla({ loop: false });
  const [selected, setSelected] = useState(0);
  // The server HTML carries the lead picture only; the others join, out of sight, when embla is on its way.
  const slides = wanted ? list : list.slice(0, 1);
  const lead = list[0].src;
  // The lead picture is the page's largest paint: ask for it from the document's head, before styles and scripts.
  const leadSrcSet = gallerySrcSet(lead);
  preload(imageUrl(lead, "large"), { as: "image", fetchPriority: "high", imageSrcSet: leadSrcSet, imageSizes: leadSrcSet && GALLERY_SIZES });
  // A new pack's photo leads: show it.
  useEffect(() => {
    api?.scrollTo(0, true);
  }, [api, lead]);

  const onSelect = useCallback(() => {
    if (api) setSelected(api.selectedScrollSnap());
  }, [api]);
  useEffect(() => {
    if (!api) return;
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api, onSelect]);

  const many = list.length > 1;

  return (
    <div className="flex flex-col gap-3">
      <div role="region" aria-roledescription="carousel" aria-label={t("images", { name })} className="relative">
        {engine}
        <div ref={viewportRef} className="overflow-hidden rounded-2xl border border-line bg-surface-muted">
          <div className="flex touch-pan-y">
            {slides.map(({ src, alt }, index) => (
              <div key={`${src}-${index}`} role="group" aria-roledescription="slide" aria-label={t("slideOf", { index: index + 1, count: list.length })} className="gallery-slide">
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={imageUrl(src, "large")}
                  srcSet={gallerySrcSet(src)}
                  sizes={gallerySrcSet(src) && GALLERY_SIZES}
                  alt={alt}
                  width={800}
                  height={800}
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : undefined}
                  decoding="async"
                  className="gallery-image"
                />
              </div>
            ))}
          </div>
        </div>
        {many && (
          <>
            <button type="button" aria-label={t("previousImage")} className="gallery-arrow left-3" disabled={selected === 0} onClick={() => run((embla) => embla.scrollPrev())}>
              <ChevronLeftIcon />
            </button>
            <button type="button" aria-label={t("nextImage")} className="gallery-arrow right-3" disabled={selected === list.length - 1} onClick={() => run((embla) => embla.scrollNext())}>
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
      {many && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t("chooseImage")}>
          {list.map(({ src }, index) => (
            <li key={`${src}-${index}`} className="shrink-0">
              <button
                type="button"
                aria-label={t("showImage", { index: index + 1 })}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => run((embla) => embla.scrollTo(index))}
                className="gallery-thumb"
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={imageUrl(src, "small")} alt="" width={80} height={80} loading="lazy" decoding="async" className="h-full w-full object-contain p-1" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
