import { expect, type Page } from "@playwright/test";
import { TEST_CODE } from "./sign-in";

/**
 * Calls the store's API from inside the page, as the storefront does (its session cookie, the CSRF
 * token, the page's origin). Works on every website, also where the test runner cannot resolve the
 * host name (wholesale.localhost resolves only in Chromium). The page must be on the website.
 */
export async function pageApi<T>(page: Page, method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const csrf = () => document.cookie.split("; ").find((part) => part.startsWith("csrf_token="))?.slice("csrf_token=".length);
      const headers: Record<string, string> = { accept: "application/json", "x-store-origin": location.origin };
      if (method !== "GET") {
        if (!csrf()) await fetch("/s/api/cookie", { headers, credentials: "include" });
        headers["x-csrf-token"] = decodeURIComponent(csrf() ?? "");
        headers["content-type"] = "application/json";
      }
      const response = await fetch(`/s${path}`, { method, headers, credentials: "include", body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(200);
  return JSON.parse(answer.text) as T;
}

/** Registers and signs in a new customer under a number no other test uses, from inside the page. */
export async function registerInPage(page: Page, name: string): Promise<string> {
  const phone = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  await pageApi(page, "POST", "/api/auth/register", { name, phone, email: "" });
  await pageApi(page, "POST", "/api/auth/verify", { phone, code: TEST_CODE });
  return phone;
}
