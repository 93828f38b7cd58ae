import type { Metadata } from "next";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { NotFoundScreen, notFoundMetadata } from "@/components/shell/not-found-screen";

type Props = { params: Promise<SiteParams> };

/** Public: the same for everyone (no request data may be read). */
export const dynamic = "error";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await siteOf(params)).language);
}

/**
 * The website's not-found screen as an ordinary page, so its HTML is rendered on the server: the
 * storefront server sends it with status 404 in place of Next's empty error shell. Its segment
 * carries the language of the address that was not found (proxy.ts).
 */
export default async function NotFoundPage({ params }: Props) {
  return <NotFoundScreen language={(await siteOf(params)).language} />;
}
