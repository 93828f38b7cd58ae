jest.mock("server-only", () => ({}));
jest.mock("next/headers", () => ({ headers: jest.fn() }));

import http from "node:http";
import type { AddressInfo } from "node:net";
import { withTestDatabase } from "@/backend/test/database";
import { serveStoreOverHttp } from "@/backend/test/store-over-http";
import { proxyToExternalApi } from "./external-proxy";

withTestDatabase();

let api: Awaited<ReturnType<typeof serveStoreOverHttp>>;
beforeAll(async () => {
  api = await serveStoreOverHttp();
});
afterAll(() => api.close());

const site = async (request: Request) => ((await (await proxyToExternalApi(request, api.base)).json()) as { web: { name: string } }).web.name;

describe("the /s proxy in external-API mode (STORE_API_URL)", () => {
  it("asks the API for the website of the host the page was requested on", async () => {
    expect(await site(new Request("http://wholesale.localhost:3000/s/api/site", { headers: { host: "wholesale.localhost:3000" } }))).toBe("Bulk Bazaar Wholesale");
    expect(await site(new Request("http://localhost:3000/s/api/site", { headers: { host: "localhost:3000" } }))).toBe("Annapurna Store");
  });

  it("keeps a page origin the client named", async () => {
    const request = new Request("http://localhost:3000/s/api/site", { headers: { host: "localhost:3000", "x-store-origin": "http://wholesale.localhost:3000" } });
    expect(await site(request)).toBe("Bulk Bazaar Wholesale");
  });

  it("does not pass the API's connection headers on to the browser", async () => {
    const response = await proxyToExternalApi(new Request("http://localhost:3000/s/api/health", { headers: { host: "localhost:3000" } }), api.base);
    expect(response.status).toBe(200);
    expect(response.headers.has("connection")).toBe(false);
    expect(response.headers.has("keep-alive")).toBe(false);
  });
});

describe("hop-by-hop headers an upstream names", () => {
  let upstream: http.Server;
  let base: string;
  let received: http.IncomingHttpHeaders = {};
  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      received = request.headers;
      response.writeHead(200, { connection: "x-upstream-hop", "x-upstream-hop": "1", "x-kept": "1", "content-type": "application/json" });
      response.end("{}");
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  it("drops the headers the Connection header names, both ways", async () => {
    const request = new Request("http://localhost:3000/s/api/health", { headers: { host: "localhost:3000", connection: "x-client-hop", "x-client-hop": "1", "keep-alive": "timeout=5", upgrade: "h2c" } });
    const response = await proxyToExternalApi(request, base);
    expect(response.headers.has("x-upstream-hop")).toBe(false);
    expect(response.headers.get("x-kept")).toBe("1");
    expect(received["x-client-hop"]).toBeUndefined();
    expect(received.upgrade).toBeUndefined();
    expect(received["x-store-origin"]).toBe("http://localhost:3000");
  });
});
