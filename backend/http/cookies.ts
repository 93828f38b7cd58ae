import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { SESSION_TTL_SECONDS } from "@/backend/services/sessions";
import { CSRF_COOKIE, GUEST_PINCODE_COOKIE, ORIGIN_HEADER, SESSION_COOKIE, VISITOR_STATE_COOKIE, WEBSITE_OVERRIDE_COOKIE } from "@/lib/api/protocol";

/** Secure cookies when the shopper's page (or this request) is HTTPS. */
function isSecure(c: Context): boolean {
  const origin = c.req.header(ORIGIN_HEADER) ?? c.req.header("origin") ?? c.req.url;
  return origin.startsWith("https://") || c.req.header("x-forwarded-proto") === "https";
}

export const readSessionToken = (c: Context) => getCookie(c, SESSION_COOKIE);
export const readCsrfToken = (c: Context) => getCookie(c, CSRF_COOKIE);

const PINCODE = /^[1-9]\d{5}$/;

/** The guest's pincode cookie when it holds a pincode; anything else in it is ignored. */
export function readGuestPincode(c: Context): string | null {
  const value = getCookie(c, GUEST_PINCODE_COOKIE);
  return value && PINCODE.test(value) ? value : null;
}

export function writeGuestPincode(c: Context, pincode: string) {
  setCookie(c, GUEST_PINCODE_COOKIE, pincode, { httpOnly: true, sameSite: "Lax", path: "/", secure: isSecure(c), maxAge: SESSION_TTL_SECONDS });
  writeVisitorStateMarker(c);
}

/**
 * Tells the page's script that this browser has something of its own behind the visitor call (the
 * session and pincode cookies are out of its reach), written with them and for as long. A marker left
 * after sign-out only costs a visitor call that answers a guest.
 */
function writeVisitorStateMarker(c: Context) {
  setCookie(c, VISITOR_STATE_COOKIE, "1", { sameSite: "Lax", path: "/", secure: isSecure(c), maxAge: SESSION_TTL_SECONDS });
}

/** Once a session holds the pincode, the cookie has done its job. */
export function clearGuestPincode(c: Context) {
  if (getCookie(c, GUEST_PINCODE_COOKIE) === undefined) return;
  setCookie(c, GUEST_PINCODE_COOKIE, "", { httpOnly: true, sameSite: "Lax", path: "/", secure: isSecure(c), maxAge: 0 });
}

export function writeSessionCookie(c: Context, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: isSecure(c),
    maxAge: SESSION_TTL_SECONDS,
  });
  writeVisitorStateMarker(c);
}

export function clearSessionCookie(c: Context) {
  setCookie(c, SESSION_COOKIE, "", { httpOnly: true, sameSite: "Lax", path: "/", secure: isSecure(c), maxAge: 0 });
}

/** Readable by the page script on purpose: it echoes the value in the anti-forgery header. */
export function writeCsrfCookie(c: Context, token: string) {
  setCookie(c, CSRF_COOKIE, token, { httpOnly: false, sameSite: "Lax", path: "/", secure: isSecure(c) });
}

/** Tells the storefront's proxy that this session works on another website than the host's (no secret in it). */
export function writeWebsiteOverrideCookie(c: Context, overridden: boolean) {
  setCookie(c, WEBSITE_OVERRIDE_COOKIE, overridden ? "1" : "", { sameSite: "Lax", path: "/", secure: isSecure(c), maxAge: overridden ? SESSION_TTL_SECONDS : 0 });
}
