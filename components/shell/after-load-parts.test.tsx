/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { AfterLoadParts } from "./after-load-parts";

jest.mock("@/lib/analytics/use-analytics-state", () => ({ useAnalyticsState: () => "pending" }));
jest.mock("./navigation-progress", () => ({ NavigationProgress: () => <div role="progressbar" aria-label="Page loading" /> }));

it("brings the consent banner and the progress bar once the page has loaded and is idle", async () => {
  render(<AfterLoadParts />);
  expect(screen.queryByRole("region", { name: "Help us improve the store" })).not.toBeInTheDocument();
  expect(await screen.findByRole("region", { name: "Help us improve the store" })).toBeInTheDocument();
  expect(screen.getByRole("progressbar", { name: "Page loading" })).toBeInTheDocument();
});
