/** @jest-environment jsdom */
import type { ConsentChoice } from "./consent";

type FakePosthog = ReturnType<typeof fakePosthog>;

function fakePosthog() {
  let consent: ConsentChoice = "pending";
  let distinctId = "anon-1";
  let identified = false;
  return {
    init: jest.fn(),
    capture: jest.fn(),
    group: jest.fn(),
    identify: jest.fn((id: string) => {
      distinctId = id;
      identified = true;
    }),
    reset: jest.fn(() => {
      consent = "pending";
      distinctId = "anon-2";
      identified = false;
    }),
    opt_in_capturing: jest.fn(() => {
      consent = "granted";
    }),
    opt_out_capturing: jest.fn(() => {
      consent = "denied";
    }),
    get_explicit_consent_status: () => consent,
    is_capturing: () => consent === "granted",
    get_distinct_id: () => distinctId,
    _isIdentified: () => identified,
  };
}

let posthog: FakePosthog;

jest.mock("posthog-js", () => ({
  __esModule: true,
  get default() {
    return posthog;
  },
}));

async function load(env = "production") {
  jest.resetModules();
  posthog = fakePosthog();
  const client = await import("./client");
  const previous = process.env.NODE_ENV;
  Object.assign(process.env, { NODE_ENV: env });
  try {
    await client.startAnalytics({ key: "phc_test", uiHost: "https://us.posthog.com" });
  } finally {
    Object.assign(process.env, { NODE_ENV: previous });
  }
  return client;
}

beforeEach(() => window.localStorage.clear());

it("logs 'Website data not found' and skips grouping when the website is missing", async () => {
  const client = await load();
  client.grantAnalytics();
  const error = jest.spyOn(console, "error").mockImplementation(() => {});
  client.groupByWebsite(null);
  expect(error).toHaveBeenCalledWith("Website data not found");
  expect(posthog.group).not.toHaveBeenCalled();
  error.mockRestore();
});

it("never starts in unit tests or without a key", async () => {
  const client = await load("test");
  expect(posthog.init).not.toHaveBeenCalled();
  expect(client.analyticsState()).toBe("off");

  jest.resetModules();
  const again = await import("./client");
  await again.startAnalytics({ key: null, uiHost: null });
  expect(again.analyticsState()).toBe("off");
});

it("starts once with the proxy config, flags off while consent is pending", async () => {
  const client = await load();
  await client.startAnalytics({ key: "phc_test", uiHost: "https://us.posthog.com" });
  expect(posthog.init).toHaveBeenCalledTimes(1);
  const [key, options] = posthog.init.mock.calls[0];
  expect(key).toBe("phc_test");
  expect(options).toMatchObject({ api_host: "/relay-7f3a", capture_pageview: false, advanced_disable_flags: true });
  expect(client.analyticsState()).toBe("pending");
});

it("asks for flags when an earlier visit granted consent", async () => {
  window.localStorage.setItem("analytics_consent", "1");
  await load();
  expect(posthog.init.mock.calls[0][1]).toMatchObject({ advanced_disable_flags: false });
});

it("sends nothing before consent and after a denial", async () => {
  const client = await load();
  const changes = jest.fn();
  const unsubscribe = client.subscribeAnalytics(changes);
  client.capturePageview("http://shop.test/");
  client.groupByWebsite({ id: 1, name: "Annapurna Store" });
  client.identifyUser({ id: 7 });
  client.denyAnalytics();
  expect(client.analyticsState()).toBe("denied");
  expect(changes).toHaveBeenCalledTimes(1);
  client.capturePageview("http://shop.test/products");
  expect(posthog.capture).not.toHaveBeenCalled();
  expect(posthog.group).not.toHaveBeenCalled();
  expect(posthog.identify).not.toHaveBeenCalled();
  unsubscribe();
});

it("after consent: page views with the URL (once per URL), the website group, the user id only", async () => {
  const client = await load();
  client.grantAnalytics();
  expect(client.analyticsState()).toBe("granted");
  client.capturePageview("http://shop.test/");
  client.capturePageview("http://shop.test/");
  client.capturePageview("http://shop.test/products");
  expect(posthog.capture.mock.calls).toEqual([
    ["$pageview", { $current_url: "http://shop.test/" }],
    ["$pageview", { $current_url: "http://shop.test/products" }],
  ]);
  client.groupByWebsite({ id: 1, name: "Annapurna Store" });
  expect(posthog.group).toHaveBeenCalledWith("website", "1", { name: "Annapurna Store" });
  client.identifyUser({ id: 7, email: "asha@example.com", phone: "9876543210" } as { id: number });
  client.identifyUser({ id: 7 });
  expect(posthog.identify.mock.calls).toEqual([["7"]]);
  expect(client.isAnalyticsIdentified()).toBe(true);
});

it("logout resets the identity but keeps the shopper's consent", async () => {
  const client = await load();
  client.grantAnalytics();
  client.identifyUser({ id: 7 });
  client.resetAnalytics();
  expect(posthog.reset).toHaveBeenCalledTimes(1);
  expect(posthog.opt_in_capturing).toHaveBeenLastCalledWith({ captureEventName: false });
  expect(client.analyticsState()).toBe("granted");
  expect(client.isAnalyticsIdentified()).toBe(false);
});
