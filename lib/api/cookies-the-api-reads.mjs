// Plain JavaScript so the storefront's Node server (scripts/) and the app share the names.
import { WEBSITE_OVERRIDE_COOKIE } from "../site/website-override-cookie.mjs";

/** The caller's session: a signed-in shopper's, or a guest's once they have a cart. */
export const SESSION_COOKIE = "sid";
/** A guest's delivery pincode, kept in a cookie until the guest has a session to hold it. */
export const GUEST_PINCODE_COOKIE = "pincode";

/**
 * The cookies whose value can change what the API answers to a read. The anti-forgery cookie only
 * guards writes, and the visitor hint and consent cookies are the browser's own: a read that carries
 * only those gets what a caller without cookies gets.
 */
const READ_BY_THE_API = new Set([SESSION_COOKIE, GUEST_PINCODE_COOKIE, WEBSITE_OVERRIDE_COOKIE]);

/** True when the Cookie header names any cookie the API reads. */
export function carriesCookieTheApiReads(cookieHeader = "") {
  return cookieHeader.split(";").some((pair) => READ_BY_THE_API.has(pair.split("=")[0].trim()));
}

/** The cookies the API reads, as "name=value" in the order sent: together they say whose answer a read gets. */
export function cookiesTheApiReads(cookieHeader = "") {
  return cookieHeader
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => READ_BY_THE_API.has(pair.split("=")[0].trim()));
}
