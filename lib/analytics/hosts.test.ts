import { DEFAULT_POSTHOG_HOST, posthogHosts } from "./hosts";

it("defaults to PostHog US cloud and derives its assets and app hosts", () => {
  expect(DEFAULT_POSTHOG_HOST).toBe("https://us.i.posthog.com");
  expect(posthogHosts(undefined)).toEqual({
    api: "https://us.i.posthog.com",
    assets: "https://us-assets.i.posthog.com",
    ui: "https://us.posthog.com",
  });
  expect(posthogHosts("")).toEqual(posthogHosts(undefined));
});

it("derives the EU cloud hosts", () => {
  expect(posthogHosts("https://eu.i.posthog.com/")).toEqual({
    api: "https://eu.i.posthog.com",
    assets: "https://eu-assets.i.posthog.com",
    ui: "https://eu.posthog.com",
  });
});

it("uses a self-hosted instance for everything", () => {
  expect(posthogHosts("http://127.0.0.1:4010")).toEqual({
    api: "http://127.0.0.1:4010",
    assets: "http://127.0.0.1:4010",
    ui: "http://127.0.0.1:4010",
  });
});
