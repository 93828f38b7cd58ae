import { call, cookieFrom } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";

withTestDatabase();

describe("GET /api/cookie", () => {
  it("sets a script-readable, SameSite=Lax anti-forgery cookie", async () => {
    const response = await call("/api/cookie");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true });
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("csrf_token="))!;
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/HttpOnly/i);
    expect(cookieFrom(response.headers, "csrf_token")!.length).toBeGreaterThan("csrf_token=".length + 30);
  });

  it("keeps an existing token so open tabs stay valid", async () => {
    const response = await call("/api/cookie", { cookie: "csrf_token=existing-token-value" });
    expect(cookieFrom(response.headers, "csrf_token")).toBeUndefined();
  });

  it("issues a different token to each visitor", async () => {
    const a = cookieFrom((await call("/api/cookie")).headers, "csrf_token");
    const b = cookieFrom((await call("/api/cookie")).headers, "csrf_token");
    expect(a).not.toBe(b);
  });
});

describe("anti-forgery check on the real app", () => {
  it("refuses a non-GET API request without the header (403) and lets it through with it", async () => {
    const refused = await call("/api/init", { method: "POST", body: "{}" });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: expect.stringMatching(/anti-forgery/i) });

    const token = cookieFrom((await call("/api/cookie")).headers, "csrf_token")!;
    const allowed = await call("/api/init", { method: "POST", cookie: token, headers: { "x-csrf-token": token.split("=")[1] } });
    expect(allowed.status).toBe(404);
  });
});
