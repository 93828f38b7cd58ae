import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { NotFoundScreen, notFoundMetadata } from "@/components/shell/not-found-screen";

/** The page's language, as the website's layout (siteOf) told it for this render; a boundary gets no params. */
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await getLocale());
}

/** 404 inside the website's frame. */
export default async function NotFound() {
  return <NotFoundScreen language={await getLocale()} />;
}
