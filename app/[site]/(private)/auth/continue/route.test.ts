import { NextRequest } from "next/server";
import { GET } from "./route";

const get = (cookie?: string) =>
  GET(new NextRequest("http://shop.example/auth/continue", { headers: cookie ? { cookie } : {} }));

describe("GET /auth/continue", () => {
  it("follows the saved path and removes it", () => {
    const response = get(`redirect_after_login=${encodeURIComponent("/products?q=rice")}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://shop.example/products?q=rice");
    expect(response.headers.get("set-cookie")).toMatch(/^redirect_after_login=; Path=\/; .*Max-Age=0/i);
    expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it.each(["//evil.com", "/\\evil.com", "/..//evil.com", "%2F%2Fevil.com", "/%09/evil.com", "javascript:alert(1)", "https://evil.com", `/${"a".repeat(600)}`])("sends %s home", (value) => {
    expect(get(`redirect_after_login=${encodeURIComponent(value)}`).headers.get("location")).toBe("http://shop.example/");
  });

  it("goes to the account without a saved path", () => {
    expect(get().headers.get("location")).toBe("http://shop.example/account");
  });
});
