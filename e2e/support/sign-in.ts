import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { inPage } from "./in-page";

/** The e2e server runs with OTP_TEST_CODE=123456 (scripts/e2e-server.mjs). */
export const TEST_CODE = "123456";

export const DEMO_USERS = {
  customer: { phone: "9876543210", name: "Asha Rao" },
  agent: { phone: "9876543211", name: "Ravi Kumar" },
  admin: { phone: "9876543212", name: "Meera Iyer" },
  superadmin: { phone: "9876543213", name: "Vikram Shah" },
} as const;

/**
 * Signs a shopper in for a story about something else: the API's code and verify calls made by the
 * page itself (the browser resolves every website's host, wholesale.localhost included; the test
 * runner does not), from the website's cheapest address, then the home page, where the sign-in form
 * would have brought them. Stories about the form itself use signInWithTheForm; for the rest it
 * would cost three page loads each.
 */
export async function signIn(page: Page, phone: string, origin = "") {
  // The API's own answers are sandboxed documents (no cookies, no fetch); robots.txt is plain text that is not.
  await page.goto(`${origin}/robots.txt`);
  await inPage(page, "/api/auth/otp", { phone });
  await inPage(page, "/api/auth/verify", { phone, code: TEST_CODE });
  await page.goto(`${origin}/`);
}

/** Signs in through the form as a shopper does: mobile number, code, and back to the page the visitor came from (on `origin`'s website). */
export async function signInWithTheForm(page: Page, phone: string, origin = "") {
  await page.goto(`${origin}/auth/login`);
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
  await page.getByRole("textbox", { name: "Verification code" }).fill(TEST_CODE);
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
}

/**
 * A session with its CSRF cookie, the website's origin and the headers every write through the API
 * needs. An empty `baseURL` is the context's own address (a spec's `test.use({ baseURL })` included):
 * the first answer's URL says which it is.
 */
async function apiSession(request: APIRequestContext, baseURL: string) {
  const { origin, hostname } = new URL((await request.get(`${baseURL}/s/api/cookie`)).url());
  // A context may hold both websites' cookies: the token is the one of this website's host.
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === "csrf_token" && cookie.domain.replace(/^\./, "") === hostname)?.value ?? "";
  return { origin, headers: { "x-store-origin": origin, "x-csrf-token": csrf } };
}

/** Signs in through the API only (the context keeps the session cookie), for tests about the API. */
export async function signInByApi(request: APIRequestContext, baseURL: string, phone: string) {
  const { origin, headers } = await apiSession(request, baseURL);
  expect((await request.post(`${origin}/s/api/auth/otp`, { headers, data: { phone } })).ok()).toBe(true);
  expect((await request.post(`${origin}/s/api/auth/verify`, { headers, data: { phone, code: TEST_CODE } })).ok()).toBe(true);
  return headers;
}

/**
 * Registers a new customer under a number no other test uses, signed in through the API: for tests
 * whose writes (cart, wishlist, pincode) must not leak into the demo customers other tests rely on.
 */
export async function registerByApi(request: APIRequestContext, baseURL: string, name: string) {
  const phone = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const { origin, headers } = await apiSession(request, baseURL);
  expect((await request.post(`${origin}/s/api/auth/register`, { headers, data: { name, phone, email: "" } })).ok()).toBe(true);
  expect((await request.post(`${origin}/s/api/auth/verify`, { headers, data: { phone, code: TEST_CODE } })).ok()).toBe(true);
  return { headers, phone };
}
