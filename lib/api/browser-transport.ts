import { apiTransport, type ReadReply } from "./client";
import { API_MOUNT_PATH, CSRF_COOKIE, CSRF_HEADER, LANGUAGE_HEADER, MOUNT_PATH, ORIGIN_HEADER, SAFE_METHODS } from "./protocol";

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(";")) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return null;
}

async function antiForgeryToken(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  const response = await fetch(`${API_MOUNT_PATH}/cookie`, {
    credentials: "include",
    headers: { [ORIGIN_HEADER]: window.location.origin },
  });
  // Only the cookie matters; reading the body to its end lets the request finish (an unread body keeps it open).
  await response.arrayBuffer();
  return readCookie(CSRF_COOKIE);
}

function pageHeaders(init: RequestInit): Headers {
  const headers = new Headers(init.headers);
  headers.set(ORIGIN_HEADER, window.location.origin);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  return headers;
}

/**
 * The browser trusts the typed contract: the server it asks is the one that rendered the page, its
 * replies only feed what the shopper sees, and every write is checked again by the backend. Parsing
 * here would put the validation library in every page's JavaScript.
 */
const trustReply: ReadReply = (_reply, body) => body as never;

/** The browser's transport: base path /s, credentials, the page origin header, no timeout. */
export const browserFetch = apiTransport(async (path, init = {}) => {
  const method = (init.method ?? "GET").toUpperCase();
  const headers = pageHeaders(init);
  if (!SAFE_METHODS.has(method)) {
    const token = await antiForgeryToken();
    if (token) headers.set(CSRF_HEADER, token);
  }
  // <html lang="hi-IN">: the page's language, for the names in the shopper's own answers (cart,
  // wishlist) and the texts the store sends them later. These answers are never shared.
  const language = document.documentElement.lang.split("-")[0];
  if (language) headers.set(LANGUAGE_HEADER, language);
  return fetch(`${MOUNT_PATH}${path}`, { ...init, method, headers, credentials: "include" });
}, trustReply);

/** Reads that are the same for every visitor: no cookies go out, so any cache may share the answer. */
export const publicBrowserFetch = apiTransport(
  (path, init = {}) => fetch(`${MOUNT_PATH}${path}`, { ...init, method: "GET", headers: pageHeaders(init), credentials: "omit" }),
  trustReply,
);
