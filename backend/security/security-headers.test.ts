import { withTestDatabase } from "@/backend/test/database";
import { call } from "@/backend/test/request";

withTestDatabase();

describe("API security headers", () => {
  it.each(["/api/init", "/api/products?perPage=1", "/api/no-such-endpoint", "/media/no-image.png"])("%s sends them", async (path) => {
    const response = await call(path);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS when the request came over https", async () => {
    const response = await call("/api/init", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+; includeSubDomains$/);
  });
});
