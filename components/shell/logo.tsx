import { IntentLink } from "@/components/ui/intent-link";
import type { NavSettings, Website } from "@/lib/api/schemas";
import { imageUrl } from "@/lib/images";
import { cx } from "@/components/ui/cx";

type LogoProps = {
  web: Website;
  settings: NavSettings;
  className?: string;
  /** Scale for smaller screens (the logo never exceeds the configured size). */
  maxHeight?: number;
};

/** The website's logo sized by logo_settings (image_height × image_width), or its name. */
export function Logo({ web, settings, className, maxHeight }: LogoProps) {
  const height = Math.min(settings.logo_settings.image_height || 56, maxHeight ?? Infinity);
  const width = settings.logo_settings.image_width || 56;
  const showImage = settings.show_logo && web.logo;
  return (
    <IntentLink href="/" className={cx("logo-link", className)}>
      {showImage ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={imageUrl(web.logo, "full")}
          alt={web.name}
          width={width}
          height={height}
          decoding="async"
          fetchPriority="high"
          className="logo-image"
          style={{ maxHeight: height, maxWidth: `min(${width}px, 36vw)` }}
        />
      ) : (
        <span className="text-xl font-extrabold tracking-tight text-brand">{web.name}</span>
      )}
    </IntentLink>
  );
}
