import { siteOf, type SiteParams } from "@/lib/site/page-site";
import NotFound from "../not-found";

export { metadata } from "../not-found";

/** Public: the same for everyone (no request data may be read). */
export const dynamic = "error";

export function generateStaticParams() {
  return [];
}

/**
 * The website's not-found screen as an ordinary page, so its HTML is rendered on the server: the
 * storefront server sends it with status 404 in place of Next's empty error shell.
 */
export default async function NotFoundPage({ params }: { params: Promise<SiteParams> }) {
  // Names the page's language for the screen's words.
  await siteOf(params);
  return <NotFound />;
}
