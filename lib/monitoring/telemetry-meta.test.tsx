/** @jest-environment jsdom */
jest.mock("server-only", () => ({}));

import { renderToStaticMarkup } from "react-dom/server";
import { readBrowserTelemetryConfig } from "./browser-config";
import { browserTelemetryConfig, TelemetryMeta } from "./telemetry-meta";

const saved = { ...process.env };
afterEach(() => {
  for (const name of ["SENTRY_DSN", "SENTRY_ENVIRONMENT", "POSTHOG_KEY", "POSTHOG_HOST"]) delete process.env[name];
  Object.assign(process.env, saved);
});

function renderHead(): Document {
  document.head.innerHTML = renderToStaticMarkup(<TelemetryMeta />);
  return document;
}

it("hands the browser only the environment when nothing is configured; it defaults to local", () => {
  for (const name of ["SENTRY_DSN", "SENTRY_ENVIRONMENT", "POSTHOG_KEY", "POSTHOG_HOST"]) delete process.env[name];
  const doc = renderHead();
  expect(doc.head.querySelectorAll("meta")).toHaveLength(1);
  expect(doc.querySelector('meta[name="sentry-environment"]')?.getAttribute("content")).toBe("local");
  expect(readBrowserTelemetryConfig(doc)).toEqual({
    sentryDsn: null,
    sentryEnvironment: "local",
    posthogKey: null,
    posthogUiHost: null,
  });
});

it("round-trips the run-time configuration through meta tags", () => {
  Object.assign(process.env, {
    SENTRY_DSN: "https://public@o1.ingest.sentry.io/1",
    SENTRY_ENVIRONMENT: "e2e-env",
    POSTHOG_KEY: "phc_test_key",
    POSTHOG_HOST: "https://eu.i.posthog.com",
  });
  expect(readBrowserTelemetryConfig(renderHead())).toEqual({
    sentryDsn: "https://public@o1.ingest.sentry.io/1",
    sentryEnvironment: "e2e-env",
    posthogKey: "phc_test_key",
    posthogUiHost: "https://eu.posthog.com",
  });
  expect(browserTelemetryConfig()).toEqual(readBrowserTelemetryConfig(document));
});

it("reads 'local' when the page has no environment tag", () => {
  document.head.innerHTML = "";
  expect(readBrowserTelemetryConfig(document).sentryEnvironment).toBe("local");
});
