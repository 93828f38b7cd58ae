import { createRoute, z } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { ApiError } from "@/backend/http/errors";
import { createRouter } from "@/backend/http/router";
import { errorBodySchema } from "@/lib/api/schemas";
import { logger } from "@/scripts/request-log.mjs";
import { errorHandler, notFoundHandler } from "./error-handler";
import { requestIdMiddleware } from "./request-id";

function app() {
  const router = createRouter();
  router.use("*", requestIdMiddleware);
  router.onError(errorHandler);
  router.notFound(notFoundHandler);
  router.openapi(
    createRoute({
      method: "post",
      path: "/items",
      request: {
        body: {
          content: {
            "application/json": { schema: z.object({ pack_id: z.number().int().positive(), name: z.string().min(1, "Please enter a name") }) },
          },
        },
      },
      responses: { 200: { description: "ok", content: { "application/json": { schema: z.object({ ok: z.boolean() }) } } } },
    }),
    (c) => c.json({ ok: true }, 200),
  );
  router.get("/boom", () => {
    throw new Error("secret detail at /srv/app.ts:12");
  });
  router.get("/teapot", () => {
    throw new ApiError(409, "Already in your cart");
  });
  router.get("/internal", () => {
    throw new HTTPException(503, { message: "db pool exhausted at host 10.0.0.5" });
  });
  router.get("/zod", () => {
    z.object({ a: z.string() }).parse({});
    return new Response("unreachable");
  });
  return router;
}

const send = (path: string, init?: RequestInit) => app().fetch(new Request(`http://localhost${path}`, init));
const postJson = (body: string) => send("/items", { method: "POST", headers: { "content-type": "application/json" }, body });

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  return errorBodySchema.parse(await response.json()).message;
}

describe("error handling", () => {
  beforeEach(() => jest.spyOn(logger, "error").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("answers 400 JSON for a malformed JSON body", async () => {
    expect(await expectError(await postJson('{"pack_id": 1,'), 400)).toMatch(/json/i);
  });

  it("answers field errors as a list, one error as a string", async () => {
    expect(await expectError(await postJson('{"pack_id": "x", "name": ""}'), 400)).toEqual([
      "pack_id: Invalid input: expected number, received string",
      "name: Please enter a name",
    ]);
    expect(await expectError(await postJson('{"pack_id": 2, "name": ""}'), 400)).toBe("name: Please enter a name");
    expect(await expectError(await postJson("null"), 400)).toBe("Invalid input: expected object, received null");
  });

  it("answers a body that is not JSON with a 4xx, never a crash", async () => {
    const response = await send("/items", { method: "POST", body: "pack_id=1" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    errorBodySchema.parse(await response.json());
  });

  it("hides unexpected errors behind a 500 without details", async () => {
    const message = await expectError(await send("/boom", { headers: { "x-request-id": "req-boom" } }), 500);
    expect(message).not.toMatch(/secret|srv|stack/);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ requestId: "req-boom", method: "GET", path: "/boom", err: expect.objectContaining({ stack: expect.stringContaining("secret detail") }) }),
      "request failed",
    );
    expect(await expectError(await send("/internal"), 503)).not.toMatch(/10\.0\.0\.5/);
  });

  it("keeps the status and message of deliberate errors", async () => {
    expect(await expectError(await send("/teapot"), 409)).toBe("Already in your cart");
    expect(await expectError(await send("/zod"), 400)).toBe("a: Invalid input: expected string, received undefined");
  });

  it("answers 404 JSON for unknown paths", async () => {
    expect(await expectError(await send("/nope"), 404)).toBe("No such endpoint: GET /nope");
  });
});
