import { routeFlag, signInPath } from "./route-rules";

it.each([
  ["/account", "auth"],
  ["/account/orders/5", "auth"],
  ["/account/dashboard", "agent"],
  ["/account/dashboard/week", "agent"],
  ["/checkout", "auth"],
  ["/checkout/confirm/12", "auth"],
  ["/order/success/AS-1001", "auth"],
  ["/auth/bos/choose", "auth"],
  ["/accounts", null],
  ["/auth/login", null],
  ["/products", null],
  ["/", null],
])("%s needs %p", (path, flag) => {
  expect(routeFlag(path)).toBe(flag);
});

it.each([
  ["", "/auth/login"],
  ["/hi", "/hi/auth/login"],
  ["/kn", "/kn/auth/login"],
])("a guest of a page with the prefix %p signs in at %s", (prefix, path) => {
  expect(signInPath(prefix)).toBe(path);
});
