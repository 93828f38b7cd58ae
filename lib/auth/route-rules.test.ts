import { routeFlag } from "./route-rules";

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
