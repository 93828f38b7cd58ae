import type { Page } from "@playwright/test";

/**
 * Calls the store's API from inside the page, as the storefront does (same origin, its cookies, its
 * anti-forgery token): the test runner cannot resolve wholesale.localhost, the browser can.
 */
export async function inPage<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const headers: Record<string, string> = { "x-store-origin": location.origin, accept: "application/json" };
      const csrf = () => document.cookie.split("; ").find((cookie) => cookie.startsWith("csrf_token="))?.slice("csrf_token=".length);
      if (!csrf()) await fetch("/s/api/cookie", { headers });
      const init = body === undefined ? { headers } : { method: "POST", headers: { ...headers, "content-type": "application/json", "x-csrf-token": csrf() ?? "" }, body: JSON.stringify(body) };
      const response = await fetch(`/s${path}`, init);
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { path, body },
  ) as Promise<T>;
}
