/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import type { AnalyticsState } from "@/lib/analytics/client";
import { AnalyticsTracker } from "./analytics-tracker";

let state: AnalyticsState = "granted";
let loaded = true;
let pathname = "/";
let search = "";
let identified = false;
const calls: string[] = [];
const capturePageview = jest.fn((url: string) => calls.push(`pageview ${url}`));
const groupByWebsite = jest.fn((web: unknown) => calls.push(`group ${JSON.stringify(web)}`));
const identifyUser = jest.fn((user: { id: number }) => calls.push(`identify ${user.id}`));
const resetAnalytics = jest.fn(() => calls.push("reset"));

jest.mock("next/navigation", () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(search),
}));
jest.mock("@/lib/analytics/use-analytics-state", () => ({ useAnalyticsState: () => state, useAnalyticsLoaded: () => loaded }));
jest.mock("@/lib/analytics/client", () => ({
  capturePageview: (url: string) => capturePageview(url),
  groupByWebsite: (web: unknown) => groupByWebsite(web),
  identifyUser: (user: { id: number }) => identifyUser(user),
  resetAnalytics: () => resetAnalytics(),
  isAnalyticsIdentified: () => identified,
}));

const site = { websiteId: 1, websiteName: "Annapurna Store" };

beforeEach(() => {
  state = "granted";
  loaded = true;
  pathname = "/";
  search = "";
  identified = false;
  calls.length = 0;
  jest.clearAllMocks();
});

it("groups by website, then sends the start page view, then one per navigation with the path", () => {
  const view = render(<AnalyticsTracker userId={null} {...site} />);
  expect(calls).toEqual([`group {"id":1,"name":"Annapurna Store"}`, "pageview http://localhost/"]);
  pathname = "/products";
  search = "q=rice";
  view.rerender(<AnalyticsTracker userId={null} {...site} />);
  pathname = "/products/basmati-rice";
  search = "";
  view.rerender(<AnalyticsTracker userId={null} {...site} />);
  expect(capturePageview.mock.calls.map(([url]) => url)).toEqual([
    "http://localhost/",
    "http://localhost/products?q=rice",
    "http://localhost/products/basmati-rice",
  ]);
  expect(groupByWebsite).toHaveBeenCalledTimes(1);
});

it("does nothing until consent is granted, then catches up", () => {
  state = "pending";
  const view = render(<AnalyticsTracker userId={7} {...site} />);
  expect(calls).toEqual([]);
  state = "granted";
  view.rerender(<AnalyticsTracker userId={7} {...site} />);
  expect(calls).toEqual(["identify 7", `group {"id":1,"name":"Annapurna Store"}`, "pageview http://localhost/"]);
});

it("identifies a signed-in user and resets when the user disappears", () => {
  const view = render(<AnalyticsTracker userId={7} {...site} />);
  expect(identifyUser).toHaveBeenCalledWith({ id: 7 });
  identified = true;
  view.rerender(<AnalyticsTracker userId={null} {...site} />);
  expect(resetAnalytics).toHaveBeenCalledTimes(1);
  expect(groupByWebsite).toHaveBeenCalledTimes(2);
});

it("does not reset a guest who was never identified", () => {
  render(<AnalyticsTracker userId={null} {...site} />);
  expect(resetAnalytics).not.toHaveBeenCalled();
});

it("with consent from an earlier visit, waits for the library before the start page view and the identity", () => {
  loaded = false;
  const view = render(<AnalyticsTracker userId={7} {...site} />);
  expect(calls).toEqual([]);
  loaded = true;
  view.rerender(<AnalyticsTracker userId={7} {...site} />);
  expect(calls).toEqual(["identify 7", `group {"id":1,"name":"Annapurna Store"}`, "pageview http://localhost/"]);
});
