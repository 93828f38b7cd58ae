import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { logRequest, maskPhoneNumbers } from "./request-log.mjs";

type Line = Record<string, unknown>;

/** A real HTTP server that logs each request, as scripts/next-server.mjs does, into lines kept here. */
async function loggingServer() {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split("\n").map((line) => JSON.parse(line) as Line));
      done();
    },
  });
  const log = pino({ base: null }, sink);
  const seen: (string | undefined)[] = [];
  const server = http.createServer((request, response) => {
    logRequest(request, response, log);
    seen.push(request.headers["x-request-id"] as string | undefined);
    response.statusCode = request.url?.startsWith("/missing") ? 404 : 200;
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, lines, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let server: Awaited<ReturnType<typeof loggingServer>>;
beforeEach(async () => {
  server = await loggingServer();
});
afterEach(() => server.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("the request id", () => {
  it("keeps a sane id from the client, hands it to the handler and returns it", async () => {
    const response = await fetch(`${server.base}/products/tea`, { headers: { "x-request-id": "lb-7f3a.19:2" } });
    expect(response.headers.get("x-request-id")).toBe("lb-7f3a.19:2");
    expect(server.seen).toEqual(["lb-7f3a.19:2"]);
  });

  it.each([["<script>"], ["a".repeat(129)], ["two words"]])("replaces an id that does not look like one (%s) with a new one", async (given) => {
    const response = await fetch(`${server.base}/`, { headers: { "x-request-id": given } });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(server.seen).toEqual([id]);
  });

  it("gives a request without one a new id", async () => {
    const response = await fetch(`${server.base}/`);
    expect(response.headers.get("x-request-id")).toMatch(UUID);
  });
});

describe("the request's log line", () => {
  it("is one JSON line with method, path, status, duration, request id and website, and no query or phone number", async () => {
    // fetch cannot set Host; the website is the host the browser asked for.
    await new Promise((resolve, reject) =>
      http.get(`${server.base}/missing/9876543210?phone=9876543210&q=tea`, { headers: { host: "Wholesale.Localhost:3000", "x-request-id": "r-1" } }, (response) => response.resume().on("end", resolve)).on("error", reject),
    );
    // The line is written when the server closes the response, which may come just after the client has read it.
    while (server.lines.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.lines).toHaveLength(1);
    const [line] = server.lines;
    expect(line).toMatchObject({ level: 30, msg: "request", requestId: "r-1", method: "GET", path: "/missing/98xxxxxx10", status: 404, website: "wholesale.localhost" });
    expect(typeof line.durationMs).toBe("number");
    expect(JSON.stringify(line)).not.toContain("9876543210");
    expect(JSON.stringify(line)).not.toContain("q=tea");
  });
});

it("masks every phone-like run of digits as the OTP log does", () => {
  expect(maskPhoneNumbers("/s/api/agent/customers/919876543210/orders/12")).toBe("/s/api/agent/customers/91xxxxxxxx10/orders/12");
});
