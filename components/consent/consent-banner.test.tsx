/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AnalyticsState } from "@/lib/analytics/client";
import { ConsentBanner } from "./consent-banner";

let state: AnalyticsState = "pending";
const grantAnalytics = jest.fn();
const denyAnalytics = jest.fn();

jest.mock("@/lib/analytics/client", () => ({
  grantAnalytics: () => grantAnalytics(),
  denyAnalytics: () => denyAnalytics(),
}));
jest.mock("@/lib/analytics/use-analytics-state", () => ({ useAnalyticsState: () => state }));

beforeEach(() => {
  state = "pending";
  jest.clearAllMocks();
});

it("asks in a labelled region with two keyboard-usable buttons", async () => {
  render(<ConsentBanner />);
  const region = screen.getByRole("region", { name: "Help us improve the store" });
  expect(region).toHaveTextContent("Nothing is collected unless you accept.");
  const user = userEvent.setup();
  await user.tab();
  expect(screen.getByRole("button", { name: "Accept analytics" })).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(grantAnalytics).toHaveBeenCalledTimes(1);
  await user.tab();
  expect(screen.getByRole("button", { name: "Decline" })).toHaveFocus();
  await user.keyboard(" ");
  expect(denyAnalytics).toHaveBeenCalledTimes(1);
});

it.each<AnalyticsState>(["off", "granted", "denied"])("is not shown when the state is %s", (value) => {
  state = value;
  const { container } = render(<ConsentBanner />);
  expect(container).toBeEmptyDOMElement();
});
