import type { ReactNode } from "react";
import type { SiteData } from "@/lib/api/schemas";
import { navEntries } from "@/lib/navigation";
import { siteMenus } from "@/lib/site/menus";
import { Providers } from "@/components/shell/providers";
import { VisitorAnalytics } from "@/components/consent/visitor-analytics";
import { DialogsHost } from "@/components/dialogs/dialogs-host";
import { MobileDrawer } from "./mobile-drawer";
import { MountSpinner } from "./mount-spinner";
import { PromoPopup } from "./promo-popup";
import { footerContent } from "./footer-content";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { StickyHeaderOffset } from "./sticky-header-offset";

/**
 * The storefront frame around every page (server component): skip link, header bar, sub-navigation,
 * main, footer, and the client islands (drawer, dialogs, toasts, popup, mount spinner). Built from the
 * website's public data only, so it is the same for every visitor; the visitor's parts fill in on the
 * client. Pages hide parts with <ShellVisibility />.
 */
export function StoreShell({ site, children }: { site: SiteData; children: ReactNode }) {
  const navs = navEntries(siteMenus(site).navs);
  return (
    <Providers>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <div className="flex min-h-dvh flex-col">
        <SiteHeader init={site} navs={navs} />
        <StickyHeaderOffset />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter content={footerContent(site)} />
      </div>
      <MobileDrawer
        siteName={site.web.name}
        showLogin={site.navSetting.show_login}
        showRegister={site.navSetting.show_register}
        showPincode={site.navSetting.show_pincode}
      />
      <DialogsHost />
      <PromoPopup popup={site.popup} />
      <MountSpinner />
      <VisitorAnalytics websiteId={site.web.id} websiteName={site.web.name} />
    </Providers>
  );
}
