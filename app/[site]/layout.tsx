import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { selfHostedFontFamily } from "@/lib/fonts/self-hosted";
import { fontStylesheetUrl, fontsServiceUrl } from "@/lib/fonts/stylesheet-service";
import { languageFont } from "@/lib/fonts/language-fonts";
import { imageUrl, openGraphImageUrl } from "@/lib/images";
import { siteOf, siteOrigin, type SiteParams } from "@/lib/site/page-site";
import { languageTag, openGraphLocale } from "@/lib/i18n/languages";
import { brandStyle } from "@/lib/theme/brand-palette";
import { VISITOR_HINT_SCRIPT } from "@/lib/visitor/hint";
import { StoreShell } from "@/components/shell/store-shell";
import { AfterLoadParts } from "@/components/shell/after-load-parts";
import { TelemetryMeta } from "@/lib/monitoring/telemetry-meta";
import "../globals.css";

type Props = { children: ReactNode; params: Promise<SiteParams> };

/** No website is known at build time: each one's pages are built on their first request, then cached. */
export function generateStaticParams(): SiteParams[] {
  return [];
}

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { site, language } = await siteOf(params);
  const { web, webSeo } = site;
  const description = webSeo?.og_description || web.description || undefined;
  return {
    metadataBase: new URL(siteOrigin(site)),
    title: { default: webSeo?.og_title || web.name, template: `%s | ${web.name}` },
    description,
    keywords: webSeo?.meta_keywords || undefined,
    applicationName: web.name,
    icons: web.favicon ? { icon: imageUrl(web.favicon, "full") } : undefined,
    openGraph: {
      siteName: web.name,
      title: webSeo?.og_title || web.name,
      description,
      images: webSeo?.og_image ? [openGraphImageUrl(webSeo.og_image)] : undefined,
      type: "website",
      locale: openGraphLocale(language),
    },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/**
 * The root layout of every page, for one website (the [site] segment proxy.ts rewrites to). It reads
 * no cookie or header: the HTML is the same for every visitor, so public pages can be cached and
 * shared; the visitor's parts are client islands fed by one browser call.
 */
export default async function SiteLayout({ children, params }: Props) {
  const { site, language, prefix } = await siteOf(params);
  const { web } = site;
  const selfHosted = selfHostedFontFamily(web.font_family);
  const fontsService = selfHosted ? null : fontsServiceUrl();
  const scriptFont = languageFont(language);
  // Asked for at once, so that it is there by the first paint (its face is display: optional).
  if (scriptFont) preload(scriptFont.href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  const fontFamily = [selfHosted ?? `"${web.font_family}"`, scriptFont?.family].filter(Boolean).join(", ");
  return (
    <html lang={languageTag(language)} data-language-prefix={prefix || undefined} data-theme={web.theme} style={{ ["--font-family" as string]: fontFamily, ...brandStyle(web.brand_color, web.theme) }}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: VISITOR_HINT_SCRIPT }} />
        {scriptFont && <style dangerouslySetInnerHTML={{ __html: scriptFont.fontFace }} />}
        {fontsService && <link rel="stylesheet" href={fontStylesheetUrl(web.font_family, fontsService)} />}
        <TelemetryMeta />
      </head>
      <body className="min-h-dvh bg-surface text-fg antialiased">
        <StoreShell site={site} language={language} prefix={prefix}>
          {children}
        </StoreShell>
        <AfterLoadParts />
      </body>
    </html>
  );
}
