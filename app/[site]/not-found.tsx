import type { Metadata } from "next";
import { NotFoundScreen, notFoundMetadata } from "@/components/shell/not-found-screen";
import { FALLBACK_LANGUAGE } from "@/lib/i18n/languages";
import { renderedLanguage } from "@/lib/site/page-site";

/**
 * The page's language, as the website's layout or page (siteOf) found it for this render; a boundary
 * gets no params. Should the boundary be reached before either has run, it speaks the store's fallback
 * language rather than read the request (which would fail a public page).
 */
const pageLanguage = () => renderedLanguage() ?? FALLBACK_LANGUAGE;

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(pageLanguage());
}

/** 404 inside the website's frame. */
export default async function NotFound() {
  return <NotFoundScreen language={pageLanguage()} />;
}
