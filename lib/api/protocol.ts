/** Names both sides of the contract agree on. */
export const ORIGIN_HEADER = "x-store-origin";
export const CSRF_COOKIE = "csrf_token";
export const CSRF_HEADER = "x-csrf-token";
/**
 * Readable, no secret ("1"): set whenever the API gives this browser a session or a guest pincode, with
 * the session's lifetime, and never cleared early. Without it (and with a plain guest's visitor hint)
 * the page knows its visitor answer is every guest's and does not ask (lib/visitor/every-guests-answer.ts).
 */
export const VISITOR_STATE_COOKIE = "visitor_state";
/** The language of the page a write comes from ("hi"): the texts the store later sends the shopper are in it. */
export const LANGUAGE_HEADER = "x-store-language";
export { GUEST_PINCODE_COOKIE, SESSION_COOKIE } from "@/lib/api/cookies-the-api-reads.mjs";
/** Where the storefront mounts the API (API_MOUNT_PATH), its pictures and the rest of what the store answers. */
export { API_MOUNT_PATH, isUnder, MEDIA_MOUNT_PATH, MOUNT_PATH } from "@/lib/api/mount-path.mjs";
export { WEBSITE_OVERRIDE_COOKIE } from "@/lib/site/website-override-cookie.mjs";

/** Ties a request's log lines together, from the storefront's server to the API (scripts/request-log.mjs gives it). */
export const REQUEST_ID_HEADER = "x-request-id";

/** Methods that change nothing: they carry no CSRF token and the backend does not ask for one. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);
