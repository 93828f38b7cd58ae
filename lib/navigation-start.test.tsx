/** @jest-environment jsdom */
import { renderHook } from "@testing-library/react";
import { NAVIGATION_START_EVENT, useProgressRouter } from "./navigation-start";

const push = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace }), usePathname: () => "/products" }));

it("announces a navigation that leaves the page, then navigates", () => {
  const started = jest.fn();
  window.addEventListener(NAVIGATION_START_EVENT, started);
  const { result } = renderHook(() => useProgressRouter());

  result.current.push("/login");
  expect(started).toHaveBeenCalledTimes(1);
  expect(push).toHaveBeenCalledWith("/login", undefined);

  result.current.replace("/products");
  expect(started).toHaveBeenCalledTimes(1);
  expect(replace).toHaveBeenCalledWith("/products", undefined);
  window.removeEventListener(NAVIGATION_START_EVENT, started);
});
