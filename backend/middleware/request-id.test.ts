import { call } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";

withTestDatabase();

describe("the request id in the API", () => {
  it("answers with the id the storefront's server gave the request", async () => {
    const answer = await call("/api/health", { headers: { "x-request-id": "page-req-1" } });
    expect(answer.headers.get("x-request-id")).toBe("page-req-1");
  });

  it("gives a request without one (the API on its own) an id of its own", async () => {
    const answer = await call("/api/health");
    expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
