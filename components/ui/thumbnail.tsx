import { imageUrl, type ImageSize } from "@/lib/images";

type ThumbnailProps = {
  /** The image path as the catalogue stores it (null shows the placeholder). */
  image: string | null | undefined;
  size: ImageSize;
  /** Square edge in CSS pixels, reserved before the image arrives. */
  edge: number;
  className?: string;
};

/** A decorative square picture beside a name that says the same (alt is empty), loaded lazily. */
export function Thumbnail({ image, size, edge, className }: ThumbnailProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- media sizes come from the store's CDN
    <img src={imageUrl(image, size)} alt="" width={edge} height={edge} loading="lazy" decoding="async" className={className} />
  );
}
