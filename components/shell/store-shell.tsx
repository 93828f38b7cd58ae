import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { SiteData } from "@/lib/api/schemas";
import { languageOffers, languageOption } from "@/lib/i18n/language-options";
import { loadMessages, pickNamespaces } from "@/lib/i18n/messages";
import { API_LANGUAGE } from "@/lib/i18n/api-language";
import { SHELL_NAMESPACES } from "@/lib/i18n/shell-namespaces";
import { navEntries } from "@/lib/navigation";
import { siteMenus } from "@/lib/site/menus";
import { Providers } from "@/components/shell/providers";
import { DialogsHost } from "@/components/dialogs/dialogs-host";
import { LanguagePrefixProvider } from "@/components/i18n/language-prefix";
import { LanguageSuggestionWhenIdle, VisitorAnalyticsWhenIdle } from "./idle-parts";
import { LanguageSwitcher } from "./language-switcher";
import { MobileDrawer } from "./mobile-drawer";
import { MountSpinner } from "./mount-spinner";
import { FieldErrorWordsProvider } from "@/components/i18n/field-error-words-provider";
import { PromoPopup } from "./promo-popup";
import { footerContent } from "./footer-content";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The API's sentences in the page's words: only a page in another language than the API's needs them. */
const shellNamespaces = (language: string) => (language === API_LANGUAGE ? SHELL_NAMESPACES : [...SHELL_NAMESPACES, "ServerMessages"]);

type StoreShellProps = { site: SiteData; language: string; prefix: string; children: ReactNode };

/**
 * The storefront frame around every page (server component): skip link, header bar, sub-navigation,
 * main, footer, and the client islands (drawer, dialogs, toasts, popup, mount spinner). Built from the
 * website's public data and the page's language only, so it is the same for every visitor of an
 * address; the visitor's parts fill in on the client. Pages hide parts with <ShellVisibility />.
 */
export async function StoreShell({ site, language, prefix, children }: StoreShellProps) {
  const [t, messages, offers] = await Promise.all([
    getTranslations({ locale: language, namespace: "Shell" }),
    loadMessages(language),
    languageOffers(site.web.languages),
  ]);
  const languages = offers.map(languageOption);
  const label = messages.Language?.label ?? "Language";
  const switcher = (variant: "menu" | "list") =>
    languages.length > 1 ? <LanguageSwitcher languages={languages} current={language} label={label} variant={variant} /> : null;
  // Links of the website stay in the page's language on their own (IntentLink reads the prefix).
  const navs = navEntries(siteMenus(site).navs);
  return (
    <NextIntlClientProvider locale={language} messages={pickNamespaces(messages, shellNamespaces(language))} timeZone="Asia/Kolkata">
      <LanguagePrefixProvider prefix={prefix}>
        <FieldErrorWordsProvider>
          <Providers>
            <a href="#main-content" className="skip-link">
              {t("skipToMain")}
            </a>
            <div className="flex min-h-dvh flex-col">
              <SiteHeader init={site} navs={navs} languageSwitcher={switcher("menu")} />
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
              languageSwitcher={switcher("list")}
            />
            <DialogsHost />
            <PromoPopup popup={site.popup} />
            {offers.length > 1 && <LanguageSuggestionWhenIdle offers={offers} current={language} />}
            <MountSpinner />
            <VisitorAnalyticsWhenIdle websiteId={site.web.id} websiteName={site.web.name} />
          </Providers>
        </FieldErrorWordsProvider>
      </LanguagePrefixProvider>
    </NextIntlClientProvider>
  );
}
