import { expect, test, type APIRequestContext } from "@playwright/test";
import { startOwnServer, type OwnServer } from "./support/own-server";

// /s/api/* goes from the production server straight to the embedded API (scripts/embedded-api.mjs);
// with STORE_API_URL it still goes through Next's route handler to the external API.

const SLUG = "royal-harvest-classic-basmati-rice";
const OPERATOR_TOKEN = "direct-api-operator-token";

let server: OwnServer | undefined;

test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

function expectTheApisSecurityHeaders(headers: Record<string, string>) {
  expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

test("an API answer carries the API's own headers, the request id it came with, gzip, and none of the page router's Vary", async ({ request }) => {
  const answer = await request.get("/s/api/init", { headers: { "x-request-id": "direct-api-e2e-1", "accept-encoding": "gzip" } });
  expect(answer.status()).toBe(200);
  const headers = answer.headers();
  expectTheApisSecurityHeaders(headers);
  expect(headers["x-request-id"]).toBe("direct-api-e2e-1");
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["content-encoding"]).toBe("gzip");
  // Next's router headers (rsc, next-router-*) change nothing in an API answer.
  expect(headers.vary).toBe("Accept-Encoding");
  expect(((await answer.json()) as { web: { id: number } }).web.id).toBe(1);
});

test("an unknown endpoint answers 404 in the API's error shape", async ({ request }) => {
  const answer = await request.get("/s/api/no-such-endpoint?x=1");
  expect(answer.status()).toBe(404);
  expectTheApisSecurityHeaders(answer.headers());
  expect(await answer.json()).toEqual({ message: "No such endpoint: GET /api/no-such-endpoint" });
});

async function pagePrice(request: APIRequestContext, base: string) {
  const answer = await request.get(`${base}/products/${SLUG}`);
  expect(answer.status()).toBe(200);
  return answer.text();
}

test("a write through the API expires the cached page at once, after Next has loaded the API's route handler too", async ({ request }) => {
  server = await startOwnServer({ env: { OPERATOR_TOKEN } });
  const base = server.url;
  const before = await pagePrice(request, base);
  expect(await pagePrice(request, base)).toContain("₹69.00");
  expect(before).not.toContain("₹67.35");
  // A picture goes through app/s/[...path] (the only /s route Next still answers), which loads its module.
  await request.get(`${base}/s/media/no-such-picture.webp`);
  const product = (await (await request.get(`${base}/s/api/products/${SLUG}`)).json()) as { packs: { pack_id: number }[] };
  const change = await request.patch(`${base}/s/api/operator/packs/${product.packs[0].pack_id}`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, "content-type": "application/json" },
    data: { price: 67.35 },
  });
  expect(change.ok()).toBe(true);
  expect(await pagePrice(request, base)).toContain("₹67.35");
  expect(server.output()).not.toContain("Cache invalidation failed");
});

test("with STORE_API_URL, /s/api/* still reaches the external API", async ({ request, baseURL }) => {
  server = await startOwnServer({ env: { STORE_API_URL: `${baseURL}/s` } });
  const direct = (await (await request.get(`${baseURL}/s/api/site`)).json()) as { web: { name: string } };
  const answer = await request.get(`${server.url}/s/api/site`);
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { web: { name: string } }).web.name).toBe(direct.web.name);
  const missing = await request.get(`${server.url}/s/api/no-such-endpoint`);
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ message: "No such endpoint: GET /api/no-such-endpoint" });
});
