import type { BannerItem } from "@/lib/api/schemas";
import { imageUrl } from "@/lib/images";

/** A banner image: image_sm below 640px (via <picture>), the wide image above. */
export function BannerPicture({ item, eager, alt, className }: { item: BannerItem; eager?: boolean; alt: string; className?: string }) {
  return (
    <picture>
      {item.image_sm && <source media="(max-width: 639px)" srcSet={imageUrl(item.image_sm, "large")} />}
      <img
        src={imageUrl(item.image, "full")}
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
