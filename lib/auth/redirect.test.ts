import { MAX_REDIRECT_LENGTH, safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/account", "/account"],
    ["/account/orders/12?tab=items", "/account/orders/12?tab=items"],
    ["/products?q=rice%20flour&c=rice,atta", "/products?q=rice%20flour&c=rice,atta"],
    ["/checkout#payment", "/checkout#payment"],
  ])("keeps the same-origin path %p", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ["//evil.com"],
    ["/\\evil.com"],
    ["/..//evil.com"],
    ["https://evil.com"],
    ["http://evil.com/account"],
    ["evil.com"],
    ["%2F%2Fevil.com"],
    ["/%2F%2Fevil.com"],
    ["%2f%2fevil.com"],
    ["/%5Cevil.com"],
    ["/%255Cevil.com"],
    ["%252F%252Fevil.com"],
    ["/\tevil.com"],
    ["/%09/evil.com"],
    ["javascript:alert(1)"],
    ["/%E0%A4%A"],
    [""],
    [null],
    [undefined],
    [`/${"a".repeat(MAX_REDIRECT_LENGTH)}`],
  ])("sends %p to /", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });
});
