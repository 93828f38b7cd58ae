import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { siteOf, type SiteParams } from "@/lib/site/page-site";

/** An account page's title in the page's language (`key` of the AccountPages messages); never indexed. */
export async function accountPageMetadata(params: Promise<SiteParams>, key: string): Promise<Metadata> {
  const { language } = await siteOf(params);
  const t = await getTranslations({ locale: language, namespace: "AccountPages" });
  return { title: t(key), robots: { index: false } };
}
