/** Where the intended path waits while the visitor signs in: a browser-session cookie (no expiry). */
export const REDIRECT_KEY = "redirect_after_login";
export const MAX_REDIRECT_LENGTH = 512;

const PROBE_ORIGIN = "http://storefront.invalid";

function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < 5; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null;
}

/**
 * The saved path if it stays on this origin, else '/'. Protocol-relative, backslash, encoded and
 * dot-segment tricks (`//evil.com`, `/\evil.com`, `/..//evil.com`, `%2F%2Fevil.com`) and over-long
 * values all end on '/'.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || value.length > MAX_REDIRECT_LENGTH) return "/";
  const decoded = decodeFully(value);
  if (decoded === null) return "/";
  if (!decoded.startsWith("/") || decoded.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(decoded)) return "/";
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return "/";
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith("//")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
