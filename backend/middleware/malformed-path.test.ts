import { call } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";

withTestDatabase();

const MESSAGE = "This address is not valid: it has a malformed percent escape.";

describe("a path whose percent escapes do not decode", () => {
  it.each(["/api/products/%ZZ", "/api/products/tea%c0", "/media/%ff.svg", "/api/%ZZ", "/api/pages/%E0%A4", "/api/page/data/%00", "/api/products/tea%00"])("%s answers 400 with the API's error body", async (path) => {
    const answer = await call(path);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toContain("application/json");
    expect(answer.json).toEqual({ message: MESSAGE });
  });

  it("leaves a well-formed escape to the route (an unknown product is still a 404)", async () => {
    const answer = await call("/api/products/masala%20chai%E2%82%B9");
    expect(answer.status).toBe(404);
  });

  it("ignores escapes in the query string (the route validates its parameters)", async () => {
    const answer = await call("/api/health?x=%ZZ");
    expect(answer.status).toBe(200);
  });
});
