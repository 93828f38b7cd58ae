/** @jest-environment jsdom */
import { browserFetch, publicBrowserFetch } from "./browser-transport";

type Call = { url: string; init: RequestInit };

/** Bodies the code read to their end, by URL. */
let bodiesRead: string[] = [];

function recordFetch(onCookieCall?: () => void) {
  const calls: Call[] = [];
  bodiesRead = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    if (String(url) === "/s/api/cookie") onCookieCall?.();
    const arrayBuffer = async () => {
      bodiesRead.push(String(url));
      return new ArrayBuffer(0);
    };
    return { ok: true, status: 200, arrayBuffer } as Response;
  }) as typeof fetch;
  return calls;
}

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(clearCookies);

it("sends GETs to /s with credentials and the page origin, without asking for a cookie", async () => {
  const calls = recordFetch();
  await browserFetch("/api/products?q=rice");
  expect(calls).toHaveLength(1);
  expect(calls[0].url).toBe("/s/api/products?q=rice");
  expect(calls[0].init.credentials).toBe("include");
  expect(new Headers(calls[0].init.headers).get("x-store-origin")).toBe(window.location.origin);
  expect(new Headers(calls[0].init.headers).has("x-csrf-token")).toBe(false);
});

it("fetches the anti-forgery cookie before a non-GET when it is absent, then sends its value", async () => {
  const calls = recordFetch(() => {
    document.cookie = "csrf_token=abc123; path=/";
  });
  await browserFetch("/api/cart/add", { method: "POST", body: "{}" });
  expect(calls.map((call) => call.url)).toEqual(["/s/api/cookie", "/s/api/cart/add"]);
  // An unread body would keep the cookie request open (the page never goes network-idle).
  expect(bodiesRead).toContain("/s/api/cookie");
  expect(new Headers(calls[1].init.headers).get("x-csrf-token")).toBe("abc123");
});

it("reuses a present anti-forgery cookie", async () => {
  document.cookie = "csrf_token=present; path=/";
  const calls = recordFetch();
  await browserFetch("/api/cart/remove", { method: "POST", body: "{}" });
  expect(calls.map((call) => call.url)).toEqual(["/s/api/cart/remove"]);
  expect(new Headers(calls[0].init.headers).get("x-csrf-token")).toBe("present");
});

it("tells the backend the page's language on the shopper's own calls, writes and reads, never on a public read", async () => {
  document.cookie = "csrf_token=present; path=/";
  document.documentElement.lang = "kn-IN";
  try {
    const calls = recordFetch();
    await browserFetch("/api/account/stock-alerts", { method: "POST", body: "{}" });
    await browserFetch("/api/cart");
    await publicBrowserFetch("/api/products?ids=1&lang=kn");
    expect(new Headers(calls[0].init.headers).get("x-store-language")).toBe("kn");
    expect(new Headers(calls[1].init.headers).get("x-store-language")).toBe("kn");
    expect(new Headers(calls[2].init.headers).has("x-store-language")).toBe(false);
  } finally {
    document.documentElement.lang = "";
  }
});

it("sends public reads without cookies, with the page origin", async () => {
  const calls = recordFetch();
  await publicBrowserFetch("/api/search/suggest?q=ri");
  expect(calls).toHaveLength(1);
  expect(calls[0].url).toBe("/s/api/search/suggest?q=ri");
  expect(calls[0].init.credentials).toBe("omit");
  expect(calls[0].init.method).toBe("GET");
  expect(new Headers(calls[0].init.headers).get("x-store-origin")).toBe(window.location.origin);
});
