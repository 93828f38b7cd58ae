/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import { NAVIGATION_START_EVENT } from "@/lib/navigation-start";
import { NavigationProgress } from "./navigation-progress";

jest.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({}), useSearchParams: () => new URLSearchParams() }));

it("draws the bar and spinner with no made-up ARIA roles, hidden from assistive technology", async () => {
  render(<NavigationProgress />);
  await act(async () => {
    window.dispatchEvent(new Event(NAVIGATION_START_EVENT));
  });
  const parts = [...document.querySelectorAll("#nprogress .bar, #nprogress .spinner")];
  expect(parts).toHaveLength(2);
  for (const part of parts) {
    expect(part.getAttribute("role")).toBeNull();
    expect(part.getAttribute("aria-hidden")).toBe("true");
  }
});
