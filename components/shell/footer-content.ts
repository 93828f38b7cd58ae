import type { NavigationItem, SiteData } from "@/lib/api/schemas";
import { imageUrl } from "@/lib/images";
import { footerGroups, navHref } from "@/lib/navigation";

/** An item's icon: an image's address, or the name of a drawn icon. */
export type FooterIcon = { image: string } | { name: string };
type FooterLink = { name: string; href: string; icon?: FooterIcon };
type FooterGroup = { name: string; icon?: FooterIcon; links: FooterLink[] };

/** What the footer shows, with nothing it does not: its RSC data is this and no markup. */
export type FooterContent = {
  title: string;
  logo: { src: string; width: number; height: number } | null;
  /** footer_name under the logo image (the title is the image's text otherwise). */
  subtitle: string | null;
  description: string | null;
  contact: { address: string | null; phone: string | null; email: string | null } | null;
  groups: FooterGroup[];
  copyright: string;
};

function itemIcon(item: NavigationItem): FooterIcon | undefined {
  if (!item.show_icon) return undefined;
  const icon = item.icon || item.image;
  if (icon && /[./]/.test(icon) && !/\s/.test(icon)) return { image: imageUrl(icon, "small") };
  return { name: icon };
}

/** Only the icon's key when there is one: no empty props in the page's data. */
function footerLink(item: NavigationItem): FooterLink {
  const icon = itemIcon(item);
  return icon ? { name: item.name, href: navHref(item), icon } : { name: item.name, href: navHref(item) };
}

/** Logo or footer_name, description, address, link groups (ordered by group) and the copyright line. */
export function footerContent({ web, navSetting, webAddress, footers }: SiteData, year = new Date().getFullYear()): FooterContent {
  const title = navSetting.footer_name || web.name;
  const showLogo = Boolean(web.logo && navSetting.show_logo);
  const address = [webAddress?.address, webAddress?.city, [webAddress?.state, webAddress?.pincode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return {
    title,
    logo: showLogo
      ? { src: imageUrl(web.logo, "full"), width: navSetting.logo_settings.image_width || 56, height: navSetting.logo_settings.image_height || 56 }
      : null,
    subtitle: showLogo && navSetting.footer_name ? navSetting.footer_name : null,
    description: web.description || null,
    contact: webAddress ? { address: address || null, phone: webAddress.phone || null, email: webAddress.email || null } : null,
    groups: footerGroups(footers).map((group) => {
      const icon = itemIcon(group);
      const links = group.children.map(footerLink);
      return icon ? { name: group.name, icon, links } : { name: group.name, links };
    }),
    copyright: `© ${year} ${web.name}`,
  };
}
