jest.mock("server-only", () => ({}));
jest.mock("next/headers", () => ({ headers: jest.fn() }));

import { forwardedHeaders, pageOrigin } from "./server-transport";

const incoming = (values: Record<string, string>) => new Headers(values);

it.each([
  [{ host: "localhost:3000" }, "http://localhost:3000"],
  [{ host: "wholesale.localhost:3000" }, "http://wholesale.localhost:3000"],
  [{ host: "shop.example.in" }, "https://shop.example.in"],
  [{ host: "internal:3000", "x-forwarded-host": "shop.example.in", "x-forwarded-proto": "https, http" }, "https://shop.example.in"],
])("takes the page origin from %p", (values, expected) => {
  expect(pageOrigin(incoming(values))).toBe(expected);
});

it("forwards the visitor's cookies and page origin on reads", () => {
  const sent = forwardedHeaders(incoming({ host: "localhost:3000", cookie: "sid=abc" }));
  expect(sent.get("cookie")).toBe("sid=abc");
  expect(sent.get("x-store-origin")).toBe("http://localhost:3000");
  expect(sent.has("x-csrf-token")).toBe(false);
});

it("gives a server-side write a matching anti-forgery pair and keeps the session cookie", () => {
  const sent = forwardedHeaders(incoming({ host: "localhost:3000", cookie: "sid=abc" }), { method: "POST" });
  const token = sent.get("x-csrf-token");
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  expect(sent.get("cookie")).toBe(`sid=abc; csrf_token=${token}`);
});

it("passes the page request's id on to the API", () => {
  expect(forwardedHeaders(incoming({ host: "localhost:3000", "x-request-id": "req-42" })).get("x-request-id")).toBe("req-42");
  expect(forwardedHeaders(incoming({ host: "localhost:3000" })).has("x-request-id")).toBe(false);
});
