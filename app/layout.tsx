import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getInit } from "@/lib/api/server";
import { fontStylesheetUrl } from "@/lib/fonts";
import { imageUrl } from "@/lib/images";
import { requestOrigin } from "@/lib/seo/request";
import { brandStyle } from "@/lib/theme/brand-palette";
import { SiteUnavailable } from "@/components/shell/site-unavailable";
import { StoreShell } from "@/components/shell/store-shell";
import { AnalyticsTracker } from "@/components/consent/analytics-tracker";
import { ConsentBanner } from "@/components/consent/consent-banner";
import { TelemetryMeta } from "@/lib/monitoring/telemetry-meta";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const init = await getInit();
  if (!init || !init.web) return { title: "Store unavailable" };
  const { web, webSeo } = init;
  const description = webSeo?.og_description || web.description || undefined;
  return {
    metadataBase: new URL(await requestOrigin()),
    title: { default: webSeo?.og_title || web.name, template: `%s | ${web.name}` },
    description,
    keywords: webSeo?.meta_keywords || undefined,
    applicationName: web.name,
    icons: web.favicon ? { icon: imageUrl(web.favicon, "full") } : undefined,
    openGraph: {
      siteName: web.name,
      title: webSeo?.og_title || web.name,
      description,
      images: webSeo?.og_image ? [imageUrl(webSeo.og_image, "large")] : undefined,
      type: "website",
      locale: "en_IN",
    },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const init = await getInit();
  if (!init || !init.web) {
    console.error("Website data not found");
    return (
      <html lang="en-IN">
        <head>
          <TelemetryMeta />
        </head>
        <body>
          <SiteUnavailable />
        </body>
      </html>
    );
  }
  const fontFamily = init.web.font_family;
  return (
    <html
      lang="en-IN"
      data-theme={init.web.theme}
      style={{ ["--font-family" as string]: `"${fontFamily}"`, ...brandStyle(init.web.brand_color, init.web.theme) }}
    >
      <head>
        <link rel="stylesheet" href={fontStylesheetUrl(fontFamily)} />
        <TelemetryMeta />
      </head>
      <body className="min-h-dvh bg-surface text-fg antialiased">
        <StoreShell init={init}>{children}</StoreShell>
        <ConsentBanner />
        <AnalyticsTracker userId={init.user?.id ?? null} websiteId={init.web.id} websiteName={init.web.name} />
      </body>
    </html>
  );
}
