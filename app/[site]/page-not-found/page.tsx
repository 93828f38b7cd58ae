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
export default function NotFoundPage() {
  return <NotFound />;
}
