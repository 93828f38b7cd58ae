import { ANALYTICS_PROXY_PATH } from "./config";
import { posthogHosts } from "./hosts";
import { relayAnalytics, upstreamUrl } from "./relay";
import type { AnalyticsServerConfig } from "./server-config";

const config: AnalyticsServerConfig = { key: "phc_test", hosts: posthogHosts("https://eu.i.posthog.com") };
const relay = (path: string) => `http://shop.test${ANALYTICS_PROXY_PATH}${path}`;

describe("upstreamUrl", () => {
  it.each([
    ["/e%2F?ip=0&ver=1.2", "https://eu.i.posthog.com/e/?ip=0&ver=1.2"],
    ["/i/v0/e%2f", "https://eu.i.posthog.com/i/v0/e/"],
    ["/flags%2F?v=2", "https://eu.i.posthog.com/flags/?v=2"],
    ["/e", "https://eu.i.posthog.com/e"],
    ["/static/array.js", "https://eu-assets.i.posthog.com/static/array.js"],
    ["/static/1.2.3/web-vitals.js", "https://eu-assets.i.posthog.com/static/1.2.3/web-vitals.js"],
    ["/array/phc_test/config", "https://eu-assets.i.posthog.com/array/phc_test/config"],
  ])("sends %s to %s", (path, expected) => {
    expect(upstreamUrl(relay(path), config.hosts)).toBe(expected);
  });

  it("only serves its own prefix", () => {
    expect(upstreamUrl("http://shop.test/products", config.hosts)).toBeNull();
  });
});

describe("relayAnalytics", () => {
  const reply = () =>
    jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
      new Response("ok", {
        status: 200,
        headers: { "content-type": "text/plain", "content-encoding": "gzip", "set-cookie": "ph=1" },
      }),
    );

  it("is switched off (404) without a project key", async () => {
    const send = reply();
    expect((await relayAnalytics(new Request(relay("/e%2F")), null, send)).status).toBe(404);
    expect(send).not.toHaveBeenCalled();
  });

  it("forwards the body and the shopper's address but none of our cookies", async () => {
    const send = reply();
    const request = new Request(relay("/e%2F?compression=gzip-js"), {
      method: "POST",
      body: "payload",
      headers: {
        "content-type": "text/plain",
        cookie: "sid=secret",
        "x-forwarded-for": "203.0.113.7, 10.0.0.1",
        "user-agent": "Shopper",
      },
    });
    const response = await relayAnalytics(request, config, send);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("set-cookie")).toBeNull();
    const [url, init] = send.mock.calls[0];
    expect(url).toBe("https://eu.i.posthog.com/e/?compression=gzip-js");
    expect(init?.method).toBe("POST");
    expect(new TextDecoder().decode(init?.body as ArrayBuffer)).toBe("payload");
    const headers = new Headers(init?.headers);
    expect(headers.get("cookie")).toBeNull();
    expect(headers.get("x-forwarded-for")).toBe("203.0.113.7");
    expect(headers.get("user-agent")).toBe("Shopper");
    expect(headers.get("content-type")).toBe("text/plain");
  });

  it("does not pass the shopper's address on for helper scripts", async () => {
    const send = reply();
    await relayAnalytics(new Request(relay("/static/array.js"), { headers: { "x-forwarded-for": "203.0.113.7" } }), config, send);
    expect(send.mock.calls[0][0]).toBe("https://eu-assets.i.posthog.com/static/array.js");
    expect(new Headers(send.mock.calls[0][1]?.headers).get("x-forwarded-for")).toBeNull();
  });

  it("answers 502 when PostHog cannot be reached", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const send = jest.fn(async () => {
      throw new TypeError("fetch failed");
    });
    expect((await relayAnalytics(new Request(relay("/static/array.js")), config, send)).status).toBe(502);
    expect(error).toHaveBeenCalledWith("Analytics relay: https://eu-assets.i.posthog.com unreachable (fetch failed)");
    error.mockRestore();
  });
});
