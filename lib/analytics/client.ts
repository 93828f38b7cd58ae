import type { PostHog } from "posthog-js";
import { whenIdle } from "@/lib/when-idle";
import { readStoredConsent, type ConsentChoice } from "./consent";

/** "off": no project key, not started yet, or a test run. Otherwise the library's consent state. */
export type AnalyticsState = "off" | ConsentChoice;

export type AnalyticsUser = { id?: number | string | null };
export type AnalyticsWebsite = { id: number | string; name: string };

const CHANGE_EVENT = "store:analytics-change";

let client: PostHog | null = null;
/** A key is configured: the banner can ask while the library is still on its way. */
let configured = false;
/** What the shopper chose before the library arrived; applied when it starts. */
let choiceBeforeLoad: "granted" | "denied" | null = null;
let lastPageview: string | null = null;

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Starts PostHog once, only in a browser with a project key; the library is loaded once the page is idle. */
export async function startAnalytics({ key, uiHost }: { key: string | null; uiHost: string | null }): Promise<void> {
  if (!key || process.env.NODE_ENV === "test" || typeof window === "undefined" || configured) return;
  configured = true;
  notify();
  await new Promise<void>((resolve) => whenIdle(resolve));
  const [{ default: posthog }, { buildAnalyticsConfig }] = await Promise.all([import("posthog-js"), import("./config")]);
  posthog.init(key, buildAnalyticsConfig({ uiHost, consentAtStart: readStoredConsent(browserStorage()) }));
  client = posthog;
  if (choiceBeforeLoad === "granted") posthog.opt_in_capturing();
  else if (choiceBeforeLoad === "denied") posthog.opt_out_capturing();
  notify();
}

/** The library has arrived and started: what is captured from now on is sent. */
export function analyticsLoaded(): boolean {
  return client !== null;
}

export function analyticsState(): AnalyticsState {
  if (client) return client.get_explicit_consent_status();
  if (!configured) return "off";
  return choiceBeforeLoad ?? readStoredConsent(browserStorage());
}

export function subscribeAnalytics(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}

/** The shopper accepted: capture from now on and persist the identity. */
export function grantAnalytics(): void {
  if (client) client.opt_in_capturing();
  else if (configured) choiceBeforeLoad = "granted";
  notify();
}

/** The shopper declined: nothing is captured or stored (only the choice itself is remembered). */
export function denyAnalytics(): void {
  if (client) client.opt_out_capturing();
  else if (configured) choiceBeforeLoad = "denied";
  notify();
}

const capturing = (): PostHog | null => (client?.is_capturing() ? client : null);

/** Automatic page views are off; the product sends one per start and per navigation. */
export function capturePageview(url: string): void {
  const posthog = capturing();
  if (!posthog || url === lastPageview) return;
  lastPageview = url;
  posthog.capture("$pageview", { $current_url: url });
}

/** Groups the shopper's events by the website they are on. */
export function groupByWebsite(web: AnalyticsWebsite | null | undefined): void {
  if (!web) {
    console.error("Website data not found");
    return;
  }
  capturing()?.group("website", String(web.id), { name: web.name });
}

/** On sign-in: the user id only; no phone, email or name goes to analytics. */
export function identifyUser(user: AnalyticsUser | null | undefined): void {
  const posthog = capturing();
  if (!posthog || user?.id === undefined || user.id === null || user.id === "") return;
  const id = String(user.id);
  if (posthog.get_distinct_id() !== id) posthog.identify(id);
}

export function isAnalyticsIdentified(): boolean {
  return client?._isIdentified() ?? false;
}

/** On logout: a fresh anonymous identity. reset() also forgets consent, so the choice is put back. */
export function resetAnalytics(): void {
  if (!client) return;
  const choice = client.get_explicit_consent_status();
  client.reset();
  if (choice === "granted") client.opt_in_capturing({ captureEventName: false });
  else if (choice === "denied") client.opt_out_capturing();
}
