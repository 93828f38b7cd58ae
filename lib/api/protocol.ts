/** Names both sides of the contract agree on. */
export const API_BASE_PATH = "/s";
export const ORIGIN_HEADER = "x-store-origin";
export const CSRF_COOKIE = "csrf_token";
export const CSRF_HEADER = "x-csrf-token";
export const SESSION_COOKIE = "sid";
export { WEBSITE_OVERRIDE_COOKIE } from "@/lib/site/website-override-cookie.mjs";
/** A guest's delivery pincode, kept in a cookie until the guest has a session to hold it. */
export const GUEST_PINCODE_COOKIE = "pincode";

/** Ties a request's log lines together, from the storefront's server to the API (scripts/request-log.mjs gives it). */
export const REQUEST_ID_HEADER = "x-request-id";
