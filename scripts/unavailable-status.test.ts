import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { answerUnavailableWhileDatabaseIsGone } from "@/scripts/unavailable-status.mjs";

let server: Server;
let base: string;
let problem: string | null;

beforeAll(async () => {
  server = createServer((request, response) => {
    answerUnavailableWhileDatabaseIsGone(response, () => problem);
    response.statusCode = request.url === "/fine" ? 200 : 500;
    response.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
    response.end("<!DOCTYPE html><p>error page</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("answerUnavailableWhileDatabaseIsGone", () => {
  it("answers a page that failed while the database is gone with 503 and Retry-After, keeping the body", async () => {
    problem = "the SQLite file /data/store.sqlite does not exist";
    const response = await fetch(`${base}/products/uncached`);
    expect([response.status, response.headers.get("retry-after"), response.headers.get("cache-control")]).toEqual([503, "30", "no-store"]);
    expect(await response.text()).toContain("error page");
    expect((await fetch(`${base}/fine`)).status).toBe(200);
  });

  it("leaves a 500 alone while the database is fine", async () => {
    problem = null;
    const response = await fetch(`${base}/products/broken`);
    expect([response.status, response.headers.get("retry-after")]).toEqual([500, null]);
  });
});
