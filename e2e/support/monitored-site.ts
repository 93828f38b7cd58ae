import { gunzipSync } from "node:zlib";
import { expect, type Page, type Request, type Route } from "@playwright/test";

/**
 * A second production server started with a (fake) PostHog key and Sentry DSN:
 *   POSTHOG_KEY=phc_test_key POSTHOG_HOST=http://127.0.0.1:4010
 *   SENTRY_DSN=https://public@o1.ingest.sentry.io/1 SENTRY_ENVIRONMENT=e2e-env SENTRY_TUNNEL_FORWARD=false
 */
export const MONITORED_SITE_URL = process.env.E2E_MONITORED_URL ?? "http://localhost:3101";

export const ANALYTICS_PATH = "/relay-7f3a";
export const TUNNEL_PATH = "/relay-c19e";
export const SENTRY_DSN = "https://public@o1.ingest.sentry.io/1";
export const SENTRY_ENVIRONMENT = "e2e-env";

export type AnalyticsEvent = { event: string; properties: Record<string, unknown> & { $pathname?: string; $current_url?: string } };
type AnalyticsRequest = { method: string; path: string; events: AnalyticsEvent[] };

/** The PostHog path a relay URL stands for (the relay carries a trailing slash as %2F). */
function posthogPath(url: URL): string {
  return decodeURIComponent(url.pathname.slice(ANALYTICS_PATH.length));
}

/** Events in a capture request, whatever encoding posthog-js chose (gzip, base64 form, plain JSON). */
function decodeEvents(request: Request): AnalyticsEvent[] {
  const body = request.postDataBuffer();
  if (!body?.length) return [];
  const compression = new URL(request.url()).searchParams.get("compression");
  let text: string;
  if (compression === "gzip-js" || (body[0] === 0x1f && body[1] === 0x8b)) {
    text = gunzipSync(body).toString("utf8");
  } else {
    text = body.toString("utf8");
    if (text.startsWith("data=")) {
      const data = new URLSearchParams(text).get("data") ?? "";
      text = compression === "base64" ? Buffer.from(data, "base64").toString("utf8") : data;
    }
  }
  const parsed: unknown = JSON.parse(text);
  if (Array.isArray(parsed)) return parsed as AnalyticsEvent[];
  if (parsed && typeof parsed === "object" && "batch" in parsed) return (parsed as { batch: AnalyticsEvent[] }).batch;
  return [parsed as AnalyticsEvent];
}

/** Answers every request to the analytics relay in the page and keeps what was sent. */
export async function recordAnalytics(page: Page) {
  const requests: AnalyticsRequest[] = [];
  await page.route(`**${ANALYTICS_PATH}/**`, async (route: Route) => {
    const request = route.request();
    const path = posthogPath(new URL(request.url()));
    const events = request.method() === "POST" && /^\/(e|i\/v0\/e|batch|capture|track)\/?$/.test(path) ? decodeEvents(request) : [];
    requests.push({ method: request.method(), path, events });
    if (path.startsWith("/static/")) return route.fulfill({ status: 200, contentType: "application/javascript", body: "" });
    if (path.startsWith("/flags")) return route.fulfill({ json: { featureFlags: {}, featureFlagPayloads: {}, errorsWhileComputingFlags: false } });
    return route.fulfill({ json: { status: 1 } });
  });
  const events = () => requests.flatMap((request) => request.events);
  return {
    requests,
    events,
    /** Waits until an event matching the test has been sent, and returns it. */
    async waitFor(name: string, matches: (event: AnalyticsEvent) => boolean = () => true): Promise<AnalyticsEvent> {
      await expect.poll(() => events().some((event) => event.event === name && matches(event)), { timeout: 15_000 }).toBe(true);
      return events().find((event) => event.event === name && matches(event))!;
    },
  };
}

/** posthog-js drops events from automated browsers (navigator.webdriver); shoppers' browsers are not automated. */
export async function browseLikeAShopper(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
}

/** Names of PostHog's cookies and storage keys in the page. */
export async function storedAnalyticsKeys(page: Page): Promise<{ cookies: string[]; localStorage: string[]; sessionStorage: string[] }> {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => /ph_/i.test(name));
  const storage = await page.evaluate(() => ({
    localStorage: Object.keys(window.localStorage),
    sessionStorage: Object.keys(window.sessionStorage),
    documentCookie: document.cookie,
  }));
  const documentCookies = storage.documentCookie.split(";").map((pair) => pair.split("=")[0].trim()).filter((name) => /ph_/i.test(name));
  return {
    cookies: [...new Set([...cookies, ...documentCookies])],
    localStorage: storage.localStorage.filter((key) => /ph_|posthog/i.test(key)),
    sessionStorage: storage.sessionStorage.filter((key) => /ph_|posthog/i.test(key)),
  };
}
