import Link from "next/link";
import type { SiteData, NavigationItem } from "@/lib/api/schemas";
import { imageUrl } from "@/lib/images";
import { footerGroups, navHref } from "@/lib/navigation";
import { MailIcon, MapPinIcon, NamedIcon, PhoneIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";

function copyrightLine(siteName: string, year = new Date().getFullYear()): string {
  return `© ${year} ${siteName}`;
}

function ItemIcon({ item }: { item: NavigationItem }) {
  if (!item.show_icon) return null;
  const icon = item.icon || item.image;
  if (icon && /[./]/.test(icon) && !/\s/.test(icon)) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={imageUrl(icon, "small")} alt="" width={18} height={18} loading="lazy" decoding="async" className="h-[18px] w-[18px] object-contain" />;
  }
  return <NamedIcon name={icon} size={18} />;
}

/** Logo or footer_name, description, link groups (ordered by group) and the copyright line. */
export function SiteFooter({ init }: { init: SiteData }) {
  const { web, navSetting, webAddress } = init;
  const groups = footerGroups(init.footers);
  const title = navSetting.footer_name || web.name;
  const addressLine = [webAddress?.address, webAddress?.city, [webAddress?.state, webAddress?.pincode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return (
    <footer data-shell-part="footer" className="mt-16 border-t border-line bg-surface-muted text-fg">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[minmax(0,1.4fr)_minmax(0,3fr)]">
        <div className="max-w-sm space-y-4">
          <Link href="/" className="inline-block rounded focus-visible:outline-2 focus-visible:outline-brand">
            {web.logo && navSetting.show_logo ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={imageUrl(web.logo, "full")}
                alt={title}
                width={navSetting.logo_settings.image_width || 56}
                height={navSetting.logo_settings.image_height || 56}
                loading="lazy"
                decoding="async"
                className="h-auto max-h-12 w-auto object-contain"
              />
            ) : (
              <span className="text-xl font-extrabold text-brand">{title}</span>
            )}
          </Link>
          {web.logo && navSetting.show_logo && navSetting.footer_name && <p className="text-base font-semibold">{navSetting.footer_name}</p>}
          {web.description && <p className="text-sm leading-relaxed text-fg-muted">{web.description}</p>}
          {webAddress && (
            <address className="space-y-2 text-sm not-italic text-fg-muted">
              {addressLine && (
                <p className="flex gap-2">
                  <MapPinIcon size={16} className="mt-0.5 shrink-0 text-brand" />
                  <span>{addressLine}</span>
                </p>
              )}
              {webAddress.phone && (
                <p className="flex gap-2">
                  <PhoneIcon size={16} className="mt-0.5 shrink-0 text-brand" />
                  <a href={`tel:${webAddress.phone.replace(/\s+/g, "")}`} className="hover:text-brand hover:underline">
                    {webAddress.phone}
                  </a>
                </p>
              )}
              {webAddress.email && (
                <p className="flex gap-2">
                  <MailIcon size={16} className="mt-0.5 shrink-0 text-brand" />
                  <a href={`mailto:${webAddress.email}`} className="hover:text-brand hover:underline">
                    {webAddress.email}
                  </a>
                </p>
              )}
            </address>
          )}
        </div>
        {groups.length > 0 && (
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-4">
            {groups.map((group, index) => (
              <section key={`${group.name}-${index}`} aria-labelledby={`footer-group-${index}`}>
                <h2 id={`footer-group-${index}`} className="mb-3 flex items-center gap-2 text-sm font-bold uppercase tracking-wide">
                  <ItemIcon item={group} />
                  {group.name}
                </h2>
                <ul className="space-y-2 text-sm">
                  {group.children.map((link, linkIndex) => (
                    <li key={`${link.name}-${linkIndex}`}>
                      <SmartLink
                        href={navHref(link)}
                        className="footer-link"
                        textClassName="inline-flex items-center gap-2 text-fg-muted"
                      >
                        <ItemIcon item={link} />
                        {link.name}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-5 text-sm text-fg-muted sm:flex-row sm:px-6">
          <p>{copyrightLine(web.name)}</p>
          <p>Prices in Indian rupees (₹), inclusive of all taxes.</p>
        </div>
      </div>
    </footer>
  );
}
