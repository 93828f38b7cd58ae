import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerType } from "@hono/node-server";
import { ensureDatabase } from "@/backend/ensure-database";
import { serveApi } from "@/backend/http/serve-api";
import { withTestDatabase } from "@/backend/test/database";
import { call } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";

withTestDatabase();

const TOO_LARGE = { message: "The request body is too large. The limit is 64 kB." };
let server: ServerType;
let port: number;

beforeAll(async () => {
  await ensureDatabase();
  server = serveApi(0);
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const paddedOtpBody = (bytes: number) => JSON.stringify({ phone: "9876543210", pad: "x".repeat(bytes) });

/** Streams `chunks` megabytes of JSON without a Content-Length; resolves with the answer and how much was written before it. */
function streamMegabytes(chunks: number): Promise<{ status: number; body: unknown; writtenBeforeAnswer: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let writtenBeforeAnswer = 0;
    const req = httpRequest(
      {
        port,
        method: "POST",
        path: "/s/api/auth/otp",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked", cookie: "csrf_token=t", "x-csrf-token": "t" },
      },
      (res) => {
        writtenBeforeAnswer = written;
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), writtenBeforeAnswer }));
      },
    );
    req.on("error", reject);
    const chunk = Buffer.alloc(1024 * 1024, "x");
    req.write('{"phone":"9876543210","pad":"');
    const pump = () => {
      while (written < chunks) {
        written += 1;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end('"}');
    };
    pump();
  });
}

describe("API body size limit", () => {
  it("answers 413 with a clear message for a declared body over 64 kB, before reading it", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/s/api/auth/otp`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "csrf_token=t", "x-csrf-token": "t" },
      body: paddedOtpBody(65 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  it("counts a body without Content-Length as it streams and stops at the limit", async () => {
    expect((await post("/api/auth/otp", paddedOtpBody(100 * 1024))).status).toBe(413);
    const streamed = await streamMegabytes(100);
    expect(streamed.status).toBe(413);
    expect(streamed.body).toEqual(TOO_LARGE);
    expect(streamed.writtenBeforeAnswer).toBeLessThan(100);
  });

  it("lets a body under the limit through to validation", async () => {
    const response = await post("/api/auth/register", { name: "n".repeat(60 * 1024), phone: "9000000001", email: "" });
    expect(response.status).not.toBe(413);
  });

  it("gives the gateways' webhooks room for their events, and a limit too", async () => {
    const webhook = (bytes: number) =>
      call("/api/webhooks/razorpay", { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(bytes) });
    expect((await webhook(100 * 1024)).status).toBe(401);
    const huge = await webhook(300 * 1024);
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ message: "The request body is too large. The limit is 256 kB." });
  });
});
