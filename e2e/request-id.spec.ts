import { expect, test } from "@playwright/test";

test.describe("the request id", () => {
  test("a page and an API call answer with the X-Request-Id they were sent", async ({ request }) => {
    const page = await request.get("/", { headers: { "x-request-id": "e2e-page-1" } });
    expect(page.headers()["x-request-id"]).toBe("e2e-page-1");
    const api = await request.get("/s/api/health", { headers: { "x-request-id": "e2e-api-1" } });
    expect(api.headers()["x-request-id"]).toBe("e2e-api-1");
  });

  test("a request without one gets a new id", async ({ request }) => {
    const first = (await request.get("/s/api/health")).headers()["x-request-id"];
    const second = (await request.get("/s/api/health")).headers()["x-request-id"];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});
