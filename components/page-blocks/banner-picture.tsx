import { preload } from "react-dom";
import type { BannerItem } from "@/lib/api/schemas";
import { imageUrl } from "@/lib/images";

const NARROW = "(max-width: 639px)";
const WIDE = "(min-width: 640px)";

/**
 * A banner image: image_sm below 640px (via <picture>), the wide image above. An eager banner (the
 * first hero slide, usually the largest paint) is also preloaded from the head, the narrow and the
 * wide picture each for its own screens, so the browser fetches it before it reaches the markup. A
 * card-sized banner shows the narrow picture at every width.
 */
export function BannerPicture({ item, eager, alt, className, cardSized }: { item: BannerItem; eager?: boolean; alt: string; className?: string; cardSized?: boolean }) {
  const narrow = item.image_sm ? imageUrl(item.image_sm, "large") : null;
  // A card in a row is phone-sized at every screen width: the wide picture's words would be a few pixels high in it.
  if (cardSized && narrow) {
    // eslint-disable-next-line @next/next/no-img-element -- the media server sizes the picture itself
    return <img src={narrow} alt={alt} width={800} height={600} loading={eager ? "eager" : "lazy"} decoding="async" className={className} />;
  }
  const wide = imageUrl(item.image, "full");
  if (eager) {
    if (narrow) preload(narrow, { as: "image", fetchPriority: "high", media: NARROW });
    preload(wide, { as: "image", fetchPriority: "high", media: narrow ? WIDE : undefined });
  }
  return (
    <picture>
      {narrow && <source media={NARROW} srcSet={narrow} />}
      <img
        src={wide}
        alt={alt}
        width={1600}
        height={500}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
