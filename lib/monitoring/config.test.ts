import { DEFAULT_SENTRY_ENVIRONMENT, monitoringServerConfig, SENTRY_SAMPLE_RATES, SENTRY_TUNNEL_PATH } from "./config";
import { browserSentryOptions, serverSentryOptions } from "./sentry-options";

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

it("is off with an empty environment, environment 'local', forwarding on", () => {
  expect(DEFAULT_SENTRY_ENVIRONMENT).toBe("local");
  expect(monitoringServerConfig(env({}))).toEqual({ dsn: null, environment: "local", forward: true });
});

it("reads the DSN, environment and forwarding switch", () => {
  expect(
    monitoringServerConfig(
      env({ SENTRY_DSN: " https://public@o1.ingest.sentry.io/1 ", SENTRY_ENVIRONMENT: "e2e-env", SENTRY_TUNNEL_FORWARD: "false" }),
    ),
  ).toEqual({ dsn: "https://public@o1.ingest.sentry.io/1", environment: "e2e-env", forward: false });
  expect(monitoringServerConfig(env({ SENTRY_TUNNEL_FORWARD: "0" })).forward).toBe(false);
  expect(monitoringServerConfig(env({ SENTRY_TUNNEL_FORWARD: "true" })).forward).toBe(true);
});

it("samples traces at 1, replays at 0.1 and replays with errors at 1", () => {
  expect(SENTRY_SAMPLE_RATES).toEqual({ traces: 1, replaysSession: 0.1, replaysOnError: 1 });
  const browser = browserSentryOptions({ sentryDsn: "https://public@o1.ingest.sentry.io/1", sentryEnvironment: "e2e-env" });
  expect(browser).toMatchObject({
    dsn: "https://public@o1.ingest.sentry.io/1",
    environment: "e2e-env",
    tunnel: SENTRY_TUNNEL_PATH,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
  });
  expect(serverSentryOptions(monitoringServerConfig(env({ SENTRY_DSN: "https://k@h/1" })))).toMatchObject({
    dsn: "https://k@h/1",
    environment: "local",
    tracesSampleRate: 1,
  });
});

it("keeps shoppers' cookies, bodies and user fields out of reports", () => {
  const options = browserSentryOptions({ sentryDsn: "https://k@h/1", sentryEnvironment: "local" });
  expect(options.dataCollection).toEqual({ userInfo: false, cookies: false, httpBodies: [] });
});

it("tunnels through a same-origin path that does not say what it is", () => {
  expect(SENTRY_TUNNEL_PATH).toMatch(/^\/[a-z0-9-]+$/);
  expect(SENTRY_TUNNEL_PATH).not.toMatch(/sentry|monitor|error|tunnel/);
});
