import type { ReactNode } from "react";
import type { InitResponse } from "@/lib/api/schemas";
import { toNavLinks, withCategoryChildren } from "@/lib/navigation";
import { Providers } from "@/app/providers";
import { CartProvider } from "@/components/cart/cart-provider";
import { DialogsHost } from "@/components/dialogs/dialogs-host";
import { SiteUnavailable } from "./site-unavailable";
import { MobileDrawer } from "./mobile-drawer";
import { MountSpinner } from "./mount-spinner";
import { PromoPopup } from "./promo-popup";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The storefront frame around every page (server component): skip link, header bar, sub-navigation,
 * main, footer, and the client islands (drawer, dialogs, toasts, popup, mount spinner). Pages hide
 * parts with <ShellVisibility />.
 */
export function StoreShell({ init, children }: { init: InitResponse; children: ReactNode }) {
  const web = init.web;
  if (!web) return <SiteUnavailable />;
  const site = { ...init, web };
  const navs = toNavLinks(withCategoryChildren(init.navs, init.categories));
  return (
    <Providers user={init.user} pincode={init.pincode}>
      <CartProvider cart={init.cart}>
        <a
          href="#main-content"
          className="sr-only z-[2000] rounded-md bg-brand px-4 py-2 font-semibold text-brand-contrast focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to main content
        </a>
        <div className="flex min-h-dvh flex-col">
          <SiteHeader init={site} navs={navs} />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter init={site} />
        </div>
        <MobileDrawer
          items={navs}
          siteName={web.name}
          showLogin={init.navSetting.show_login}
          showRegister={init.navSetting.show_register}
          showPincode={init.navSetting.show_pincode}
        />
        <DialogsHost categories={init.categories} />
        <PromoPopup popup={init.popup} />
        <MountSpinner />
      </CartProvider>
    </Providers>
  );
}
