import { safeInternalPath } from "@/lib/links";

/** Where the intended path waits while the visitor signs in: a browser-session cookie (no expiry). */
export const REDIRECT_KEY = "redirect_after_login";
export const MAX_REDIRECT_LENGTH = 512;

/** The saved path if it stays on this site (the same rule as content links), else '/'. Over-long values end on '/' too. */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || value.length > MAX_REDIRECT_LENGTH) return "/";
  return safeInternalPath(value) ?? "/";
}

/** Remembers this page as the one to come back to after signing in (browser only). */
export function returnHereAfterSignIn() {
  const here = `${window.location.pathname}${window.location.search}`;
  document.cookie = `${REDIRECT_KEY}=${encodeURIComponent(here)}; Path=/; SameSite=Lax`;
}
