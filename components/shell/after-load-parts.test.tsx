/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { AfterLoadParts } from "./after-load-parts";

jest.mock("@/lib/analytics/use-analytics-state", () => ({ useAnalyticsState: () => "pending" }));
jest.mock("./navigation-progress", () => ({ NavigationProgress: () => <div role="progressbar" aria-label="Page loading" /> }));

it("brings the consent banner once the page is idle, and the progress bar only once the shopper touches the page", async () => {
  render(<AfterLoadParts />);
  expect(screen.queryByRole("region", { name: "Help us improve the store" })).not.toBeInTheDocument();
  expect(await screen.findByRole("region", { name: "Help us improve the store" })).toBeInTheDocument();
  await act(async () => {});
  expect(screen.queryByRole("progressbar", { name: "Page loading" })).not.toBeInTheDocument();

  fireEvent.pointerDown(document.body);
  expect(await screen.findByRole("progressbar", { name: "Page loading" })).toBeInTheDocument();
});
