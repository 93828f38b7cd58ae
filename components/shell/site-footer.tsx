"use client";

import { useTranslations } from "use-intl";
import { MailIcon, MapPinIcon, NamedIcon, PhoneIcon } from "@/components/ui/icons";
import { IntentLink } from "@/components/ui/intent-link";
import { SmartLink } from "@/components/ui/smart-link";
import type { FooterContent, FooterIcon } from "./footer-content";

function ItemIcon({ icon }: { icon?: FooterIcon }) {
  if (!icon) return null;
  if ("image" in icon) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={icon.image} alt="" width={18} height={18} loading="lazy" decoding="async" className="h-[18px] w-[18px] object-contain" />;
  }
  return <NamedIcon name={icon.name} size={18} />;
}

/**
 * Logo or footer_name, description, contact, link groups and the copyright line. A client component
 * so that every page's RSC data carries the compact content (footer-content.ts) rather than the markup.
 */
export function SiteFooter({ content }: { content: FooterContent }) {
  const { title, logo, subtitle, description, contact, groups, copyright } = content;
  const t = useTranslations("Shell");
  return (
    <footer data-shell-part="footer" className="site-footer">
      <div className="footer-columns">
        <div className="max-w-sm space-y-4">
          <IntentLink href="/" className="inline-block rounded focus-visible:outline-2 focus-visible:outline-brand">
            {logo ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={logo.src}
                alt={title}
                width={logo.width}
                height={logo.height}
                loading="lazy"
                decoding="async"
                className="h-auto max-h-12 w-auto object-contain"
              />
            ) : (
              <span className="text-xl font-extrabold text-brand">{title}</span>
            )}
          </IntentLink>
          {subtitle && <p className="text-base font-semibold">{subtitle}</p>}
          {description && <p className="text-sm leading-relaxed text-fg-muted">{description}</p>}
          {contact && (
            <address className="space-y-2 text-sm not-italic text-fg-muted">
              {contact.address && (
                <p className="footer-contact">
                  <MapPinIcon size={16} />
                  <span>{contact.address}</span>
                </p>
              )}
              {contact.phone && (
                <p className="footer-contact">
                  <PhoneIcon size={16} />
                  <a href={`tel:${contact.phone.replace(/\s+/g, "")}`}>{contact.phone}</a>
                </p>
              )}
              {contact.email && (
                <p className="footer-contact">
                  <MailIcon size={16} />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </p>
              )}
            </address>
          )}
        </div>
        {groups.length > 0 && (
          <div className="footer-groups">
            {groups.map((group, index) => (
              <section key={`${group.name}-${index}`} aria-labelledby={`footer-group-${index}`}>
                <h2 id={`footer-group-${index}`} className="footer-group-title">
                  <ItemIcon icon={group.icon} />
                  {group.name}
                </h2>
                <ul className="space-y-2 text-sm">
                  {group.links.map((link, linkIndex) => (
                    <li key={`${link.name}-${linkIndex}`}>
                      <SmartLink href={link.href} className="footer-link" textClassName="inline-flex items-center gap-2 text-fg-muted">
                        <ItemIcon icon={link.icon} />
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
        <div className="footer-bottom">
          <p>{copyright}</p>
          <p>{t("pricesNote")}</p>
        </div>
      </div>
    </footer>
  );
}
