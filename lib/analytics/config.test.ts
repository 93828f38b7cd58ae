import { ANALYTICS_LIMITS, ANALYTICS_PROXY_PATH, buildAnalyticsConfig, encodeTrailingSlash } from "./config";
import { ANALYTICS_CONSENT_KEY } from "./consent";

const granted = buildAnalyticsConfig({ uiHost: "https://us.posthog.com", consentAtStart: "granted" });

it("uses the documented constants", () => {
  expect(ANALYTICS_LIMITS).toEqual({
    requestTimeoutMs: 60000,
    sessionIdleTimeoutSeconds: 1800,
    cookieExpiryDays: 365,
    featureFlagTimeoutMs: 3000,
    webVitalsFlushMs: 8000,
    webVitalsMetrics: ["CLS", "FCP", "INP", "LCP"],
  });
  expect(granted).toMatchObject({
    session_idle_timeout_seconds: 1800,
    cookie_expiration: 365,
    feature_flag_request_timeout_ms: 3000,
    capture_performance: {
      web_vitals: true,
      web_vitals_allowed_metrics: ["CLS", "FCP", "INP", "LCP"],
      web_vitals_delayed_flush_ms: 8000,
    },
  });
});

it("sends to the same-origin relay, names the real host for links, and captures page views itself", () => {
  expect(ANALYTICS_PROXY_PATH).toMatch(/^\/[a-z0-9-]+$/);
  expect(ANALYTICS_PROXY_PATH).not.toMatch(/posthog|analytics|ingest|track/);
  expect(granted).toMatchObject({
    api_host: ANALYTICS_PROXY_PATH,
    ui_host: "https://us.posthog.com",
    capture_pageview: false,
    person_profiles: "identified_only",
  });
});

it("captures and stores nothing until the shopper consents", () => {
  expect(granted).toMatchObject({
    opt_out_capturing_by_default: true,
    opt_out_persistence_by_default: true,
    consent_persistence_name: ANALYTICS_CONSENT_KEY,
    opt_out_capturing_persistence_type: "localStorage",
  });
  expect(granted.cookieless_mode).toBeUndefined();
});

it.each(["pending", "denied"] as const)(
  "requests no flags, remote config or web-vitals script on a page that starts %s",
  (consentAtStart) => {
    const config = buildAnalyticsConfig({ uiHost: null, consentAtStart });
    expect(config.advanced_disable_flags).toBe(true);
    expect(config.capture_performance).toMatchObject({ web_vitals: false });
  },
);

it("uses flags, remote config and web vitals on pages that start with consent granted", () => {
  expect(granted.advanced_disable_flags).toBe(false);
  expect(granted.capture_performance).toMatchObject({ web_vitals: true });
});

it("keeps PostHog's trailing slashes away from Next's redirect", () => {
  const rewrite = (url: string) => encodeTrailingSlash(new URL(url)).toString();
  expect(granted.rewriteRequestPath).toBe(encodeTrailingSlash);
  expect(rewrite(`http://shop.test${ANALYTICS_PROXY_PATH}/e/?ip=0&ver=1`)).toBe(`http://shop.test${ANALYTICS_PROXY_PATH}/e%2F?ip=0&ver=1`);
  expect(rewrite(`http://shop.test${ANALYTICS_PROXY_PATH}/i/v0/e/`)).toBe(`http://shop.test${ANALYTICS_PROXY_PATH}/i/v0/e%2F`);
  expect(rewrite(`http://shop.test${ANALYTICS_PROXY_PATH}/static/array.js`)).toBe(`http://shop.test${ANALYTICS_PROXY_PATH}/static/array.js`);
  expect(rewrite("http://shop.test/products/")).toBe("http://shop.test/products/");
});

it("masks the mobile number and other personal query parameters in reported URLs", () => {
  expect(granted.mask_personal_data_properties).toBe(true);
  expect(granted.custom_personal_data_properties).toEqual(expect.arrayContaining(["phone", "email", "code"]));
});
