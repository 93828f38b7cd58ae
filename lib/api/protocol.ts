/** Names both sides of the contract agree on. */
export const API_BASE_PATH = "/s";
export const ORIGIN_HEADER = "x-store-origin";
export const CSRF_COOKIE = "csrf_token";
export const CSRF_HEADER = "x-csrf-token";
export const SESSION_COOKIE = "sid";
