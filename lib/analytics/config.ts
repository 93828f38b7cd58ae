import type { PostHogConfig, SupportedWebVitalsMetrics } from "posthog-js";
import { ANALYTICS_CONSENT_KEY, type ConsentChoice } from "./consent";

/**
 * Same-origin path the browser sends analytics to; app/relay-7f3a forwards it to the PostHog host.
 * Deliberately not called /posthog or /analytics, which content blockers drop.
 */
export const ANALYTICS_PROXY_PATH = "/relay-7f3a";

/** The analytics limits (docs/analytics-and-monitoring.md). */
export const ANALYTICS_LIMITS = {
  /** The library's own request timeout (posthog-js has no option for it; it is 60000 ms there). */
  requestTimeoutMs: 60_000,
  sessionIdleTimeoutSeconds: 1_800,
  cookieExpiryDays: 365,
  featureFlagTimeoutMs: 3_000,
  webVitalsFlushMs: 8_000,
  webVitalsMetrics: ["CLS", "FCP", "INP", "LCP"] as SupportedWebVitalsMetrics[],
} as const;

/** Query parameters whose values are masked in every URL the library reports. */
const PERSONAL_QUERY_PARAMS = ["phone", "mobile", "email", "code", "otp", "name"] as const;


/**
 * Trailing slashes would be redirected away by Next (`/e/` → `/e`, a 308 per batch), so the last
 * slash of a PostHog path travels percent-encoded and the relay decodes it.
 */
export function encodeTrailingSlash(url: URL): URL {
  if (url.pathname.startsWith(`${ANALYTICS_PROXY_PATH}/`) && url.pathname.endsWith("/")) {
    url.pathname = `${url.pathname.slice(0, -1)}%2F`;
  }
  return url;
}

/**
 * posthog-js options. Until the shopper grants consent the library is opted out: nothing is
 * captured and nothing is persisted (memory only). Remote config, feature flags and the web-vitals
 * helper script are only requested on pages that start with consent already granted, so a pending
 * or denied shopper's browser makes no request to PostHog at all.
 */
export function buildAnalyticsConfig({
  uiHost,
  consentAtStart,
}: {
  uiHost: string | null;
  consentAtStart: ConsentChoice;
}): Partial<PostHogConfig> {
  const granted = consentAtStart === "granted";
  return {
    api_host: ANALYTICS_PROXY_PATH,
    ui_host: uiHost,
    rewriteRequestPath: encodeTrailingSlash,
    capture_pageview: false,
    person_profiles: "identified_only",
    // Sign-in pages carry the mobile number in their query string; no personal data leaves the store.
    mask_personal_data_properties: true,
    custom_personal_data_properties: [...PERSONAL_QUERY_PARAMS],
    opt_out_capturing_by_default: true,
    opt_out_persistence_by_default: true,
    opt_out_capturing_persistence_type: "localStorage",
    consent_persistence_name: ANALYTICS_CONSENT_KEY,
    advanced_disable_flags: !granted,
    session_idle_timeout_seconds: ANALYTICS_LIMITS.sessionIdleTimeoutSeconds,
    cookie_expiration: ANALYTICS_LIMITS.cookieExpiryDays,
    feature_flag_request_timeout_ms: ANALYTICS_LIMITS.featureFlagTimeoutMs,
    capture_performance: {
      web_vitals: granted,
      web_vitals_allowed_metrics: [...ANALYTICS_LIMITS.webVitalsMetrics],
      web_vitals_delayed_flush_ms: ANALYTICS_LIMITS.webVitalsFlushMs,
    },
  };
}
