import { useTranslations } from "next-intl";
import type { CSSProperties } from "react";
import { Carousel, DEFAULT_AUTOPLAY_MS } from "@/components/ui/carousel";
import { cx } from "@/components/ui/cx";
import { SmartLink } from "@/components/ui/smart-link";
import { BannerPicture } from "./banner-picture";
import { autoplayDelay, bannerItems, cssAspect, cssColour, heroSettings, text } from "./block-data";
import { blockId } from "./section";
import type { BlockProps } from "./types";

type SliderKind = "hero" | "cards";

/** Hero slider and card slider: banner items (image, image_sm, link) laid out by the hero settings. */
function BannerSlider({ component, context, kind }: BlockProps & { kind: SliderKind }) {
  const t = useTranslations("Blocks");
  const items = bannerItems(component.data);
  if (items.length === 0) return null;
  const settings = heroSettings(component.settings);
  const { slidesconfig: slides, aspect } = settings;
  const hero = kind === "hero";
  // Without an aspect in the settings, card slides keep the image's own proportions.
  const fixedAspect = hero || Boolean(aspect.sm || aspect.md || aspect.lg);
  const sm = cssAspect(aspect.sm) ?? (hero ? "4 / 3" : "16 / 9");
  const md = cssAspect(aspect.md) ?? (hero ? "16 / 7" : sm);
  const lg = cssAspect(aspect.lg) ?? (hero ? "16 / 5" : md);
  const style = {
    "--aspect-sm": sm,
    "--aspect-md": md,
    "--aspect-lg": lg,
    backgroundColor: cssColour(settings.bgcolor),
  } as CSSProperties;
  const perView = hero
    ? { base: slides.sm ?? 1, sm: slides.sm ?? 1, md: slides.md ?? 1, lg: slides.columns ?? 1 }
    : { base: slides.sm ?? 1, sm: slides.sm ?? 1, md: slides.md ?? 2, lg: slides.columns ?? 3 };
  const title = text(component.name) || t(hero ? "featuredOffers" : "offers");
  const eager = hero && context.firstPicture;

  return (
    <section
      aria-label={title}
      id={blockId(component.type, context.index)}
      style={style}
      className={cx(hero ? "py-4 sm:py-6" : "py-6 lg:py-8", settings.fullpage ? "w-full" : "mx-auto max-w-7xl px-4 sm:px-6")}
    >
      <Carousel
        label={title}
        perView={perView}
        autoplayMs={autoplayDelay(slides.autoplayInterval, DEFAULT_AUTOPLAY_MS)}
        gap={hero ? 16 : 16}
        showDots={hero}
        controlsClassName={hero ? "max-sm:hidden" : "max-sm:hidden"}
        slides={items.map((item, index) => (
          <SmartLink
            key={`${item.image}-${index}`}
            href={item.link}
            className={cx(
              "block overflow-hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
              settings.fullpage && hero ? "" : "rounded-2xl",
              !hero && "shadow-sm ring-1 ring-line transition hover:shadow-md",
            )}
            textClassName={cx("block overflow-hidden", settings.fullpage && hero ? "" : "rounded-2xl")}
          >
            <div className={cx("bg-surface-muted", fixedAspect && "aspect-[var(--aspect-sm)] md:aspect-[var(--aspect-md)] lg:aspect-[var(--aspect-lg)]")}>
              <BannerPicture
                item={item}
                eager={eager && index === 0}
                cardSized={!hero}
                alt={item.title || `${title} ${index + 1}`}
                className={fixedAspect ? "h-full w-full object-cover object-left" : "block h-auto w-full"}
              />
            </div>
          </SmartLink>
        ))}
      />
    </section>
  );
}

export function HeroSliderBlock(props: BlockProps) {
  return <BannerSlider {...props} kind="hero" />;
}

export function CardSliderBlock(props: BlockProps) {
  return <BannerSlider {...props} kind="cards" />;
}
