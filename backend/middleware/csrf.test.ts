import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/backend/http/router";
import { csrfMiddleware } from "./csrf";
import { errorHandler } from "./error-handler";

function appWithWrite() {
  const app = createRouter();
  app.use("*", csrfMiddleware);
  app.onError(errorHandler);
  app.openapi(
    createRoute({
      method: "post",
      path: "/write",
      request: { body: { content: { "application/json": { schema: z.object({ name: z.string() }) } } } },
      responses: { 200: { description: "ok", content: { "application/json": { schema: z.object({ ok: z.boolean() }) } } } },
    }),
    (c) => c.json({ ok: true }, 200),
  );
  app.get("/read", (c) => c.json({ ok: true }));
  return app;
}

const post = (headers: Record<string, string>, method = "POST") =>
  appWithWrite().fetch(
    new Request("http://localhost/write", { method, headers: { "content-type": "application/json", ...headers }, body: '{"name":"x"}' }),
  );

describe("csrfMiddleware", () => {
  it("refuses a write without the header", async () => {
    const response = await post({ cookie: "csrf_token=abc" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it("refuses a write without the cookie, or with a header that does not match", async () => {
    expect((await post({ "x-csrf-token": "abc" })).status).toBe(403);
    expect((await post({ cookie: "csrf_token=abc", "x-csrf-token": "abd" })).status).toBe(403);
    expect((await post({ cookie: "csrf_token=abc", "x-csrf-token": "abcd" })).status).toBe(403);
  });

  it("accepts a write whose header equals the cookie", async () => {
    const response = await post({ cookie: "csrf_token=abc", "x-csrf-token": "abc" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("checks every unsafe method and none of the safe ones", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) expect((await post({}, method)).status).toBe(403);
    const app = appWithWrite();
    for (const method of ["GET", "HEAD"]) {
      expect((await app.fetch(new Request("http://localhost/read", { method }))).status).toBe(200);
    }
    expect((await app.fetch(new Request("http://localhost/read", { method: "OPTIONS" }))).status).not.toBe(403);
  });
});
