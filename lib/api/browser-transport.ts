import type { ApiFetch } from "./client";
import { API_BASE_PATH, CSRF_COOKIE, CSRF_HEADER, ORIGIN_HEADER, SAFE_METHODS } from "./protocol";

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
  await fetch(`${API_BASE_PATH}/api/cookie`, {
    credentials: "include",
    headers: { [ORIGIN_HEADER]: window.location.origin },
  });
  return readCookie(CSRF_COOKIE);
}

function pageHeaders(init: RequestInit): Headers {
  const headers = new Headers(init.headers);
  headers.set(ORIGIN_HEADER, window.location.origin);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  return headers;
}

/** The browser's transport: base path /s, credentials, the page origin header, no timeout. */
export const browserFetch: ApiFetch = async (path, init = {}) => {
  const method = (init.method ?? "GET").toUpperCase();
  const headers = pageHeaders(init);
  if (!SAFE_METHODS.has(method)) {
    const token = await antiForgeryToken();
    if (token) headers.set(CSRF_HEADER, token);
  }
  return fetch(`${API_BASE_PATH}${path}`, { ...init, method, headers, credentials: "include" });
};

/** Reads that are the same for every visitor: no cookies go out, so any cache may share the answer. */
export const publicBrowserFetch: ApiFetch = (path, init = {}) =>
  fetch(`${API_BASE_PATH}${path}`, { ...init, method: "GET", headers: pageHeaders(init), credentials: "omit" });
