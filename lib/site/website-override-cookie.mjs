// Plain JavaScript so the storefront's Node server (scripts/) and the app share one name.

/**
 * Set (readable, value "1") while a superadmin's session works on another website than the host's;
 * proxy.ts then asks the backend which website to show instead of using the host's cached one.
 */
export const WEBSITE_OVERRIDE_COOKIE = "website_override";

/** The `website_override=…` pair of a Cookie header, if the request carries one. */
export function websiteOverridePair(cookieHeader = "") {
  return cookieHeader
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${WEBSITE_OVERRIDE_COOKIE}=`));
}
