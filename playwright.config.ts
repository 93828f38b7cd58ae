import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://localhost:${port}`;
const monitoredPort = Number(process.env.E2E_MONITORED_PORT ?? port + 1);

/** The fake Razorpay and Cashfree APIs (testing/fake-gateways) and the keys both sides share (cli.ts defaults). */
const fakeGatewaysPort = Number(process.env.FAKE_GATEWAYS_PORT ?? 4020);
const fakeGatewaysUrl = `http://127.0.0.1:${fakeGatewaysPort}`;
// The specs read these to reach the second server and the fake gateways.
process.env.E2E_MONITORED_URL ??= `http://localhost:${monitoredPort}`;
process.env.E2E_FAKE_GATEWAYS_URL ??= fakeGatewaysUrl;
// The first server's SQLite file, so a spec can put test-only rows (e2e/support/store-database.ts) beside the seed.
process.env.E2E_SQLITE_PATH ??= join(mkdtempSync(join(tmpdir(), "store-e2e-")), "store.sqlite");
// The second server's database and operator token, so cache tests can change data behind the backend's back and through it.
process.env.E2E_MONITORED_SQLITE ??= join(mkdtempSync(join(tmpdir(), "store-e2e-")), "store.sqlite");
process.env.E2E_OPERATOR_TOKEN ??= "e2e-operator-token";
/** The second server's public cache window (seconds), short so a change behind the backend's back shows soon. */
process.env.E2E_MONITORED_CACHE_SECONDS ??= "3";
const gatewayEnv = {
  RAZORPAY_KEY_ID: "rzp_test_fake",
  RAZORPAY_KEY_SECRET: "rzp_fake_secret",
  RAZORPAY_WEBHOOK_SECRET: "rzp_fake_webhook_secret",
  RAZORPAY_API_BASE: `${fakeGatewaysUrl}/v1`,
  CASHFREE_CLIENT_ID: "cf_fake_client",
  CASHFREE_CLIENT_SECRET: "cf_fake_secret",
  CASHFREE_API_BASE: `${fakeGatewaysUrl}/pg`,
};

function e2eServer(serverPort: number, env: Record<string, string>) {
  return {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${serverPort}/s/api/init`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(serverPort), ...env },
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  // One browser at a time: on the two-core CI runner, two workers made each test about three times
  // slower (the browsers' compositing takes most of the CPU), a net loss; many specs also change
  // what every visitor of a website sees.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          command: "npx tsx testing/fake-gateways/cli.ts",
          url: `${fakeGatewaysUrl}/__health`,
          timeout: 60_000,
          reuseExistingServer: false,
          env: { ...gatewayEnv, FAKE_GATEWAYS_PORT: String(fakeGatewaysPort) },
          stdout: "pipe" as const,
          stderr: "pipe" as const,
        },
        e2eServer(port, { E2E_SQLITE_PATH: process.env.E2E_SQLITE_PATH }),
        // The same build with analytics, error reporting and both payment gateways configured (fakes; nothing leaves the machine).
        e2eServer(monitoredPort, {
          ...gatewayEnv,
          POSTHOG_KEY: "phc_test_key",
          POSTHOG_HOST: "http://127.0.0.1:4010",
          SENTRY_DSN: "https://public@o1.ingest.sentry.io/1",
          SENTRY_ENVIRONMENT: "e2e-env",
          SENTRY_TUNNEL_FORWARD: "false",
          // A database of its own (the first server's path is inherited from process.env otherwise).
          E2E_SQLITE_PATH: process.env.E2E_MONITORED_SQLITE!,
          OPERATOR_TOKEN: process.env.E2E_OPERATOR_TOKEN!,
          // Shopper messages (sign-in codes, back-in-stock notices) go to the fake SMS gateway, where specs read them.
          OTP_WEBHOOK_URL: `${fakeGatewaysUrl}/sms/messages`,
          PUBLIC_CACHE_SECONDS: process.env.E2E_MONITORED_CACHE_SECONDS!,
        }),
      ],
});
