import http from "node:http";
import { expect, test } from "@playwright/test";
import { startOwnServer, type OwnServer } from "./support/own-server";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function collect(response: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body = "";
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => (body += chunk));
    response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    response.on("error", reject);
  });
}

function get(url: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => http.get(url, { agent }, (response) => collect(response).then(resolve, reject)).on("error", reject));
}

let server: OwnServer;

test.afterEach(async () => {
  await server?.stop();
});

test.describe("SIGTERM with keep-alive clients connected", () => {
  test("closes idle connections, finishes the request in flight with Connection: close, and exits before the grace period ends", async () => {
    // A long grace period: the process must leave because its connections are done, not because time ran out (exit code 1).
    server = await startOwnServer({ env: { SHUTDOWN_GRACE_SECONDS: "120" } });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const warmed = await Promise.all([1, 2, 3].map(() => get(`${server.url}/s/api/health`, agent)));
    expect(warmed.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(warmed[0].headers.connection).toBe("keep-alive");
    const idleSockets = Object.values(agent.freeSockets).flat();
    expect(idleSockets.length).toBeGreaterThan(0);
    const idleClosed = Promise.all(idleSockets.map((socket) => new Promise((resolve) => socket!.once("close", resolve))));

    // A request whose body is still arriving when the signal comes: the webhook reads its whole body before answering.
    const body = JSON.stringify({ event: "payment.captured", payload: {} });
    const inFlight = http.request(`${server.url}/s/api/webhooks/razorpay`, {
      method: "POST",
      agent: new http.Agent({ keepAlive: true }),
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    const answered = new Promise<Answer>((resolve, reject) => {
      inFlight.on("response", (response) => collect(response).then(resolve, reject));
      inFlight.on("error", reject);
    });
    inFlight.write(body.slice(0, 10));
    // The server has the request once a second connection's round trip shows the first one was read.
    await get(`${server.url}/s/api/health`, new http.Agent());

    server.process.kill("SIGTERM");
    await expect.poll(() => server.output()).toMatch(/SIGTERM: finishing 1 request\(s\), stopping within 120 s/);
    await idleClosed;
    inFlight.end(body.slice(10));

    const answer = await answered;
    expect(answer.headers.connection).toBe("close");
    expect(() => JSON.parse(answer.body)).not.toThrow();
    expect(JSON.parse(answer.body)).toHaveProperty("message");
    expect(await server.exited).toBe(0);
  });

  test("a client that keeps its request open is cut off when the grace period ends", async () => {
    server = await startOwnServer({ env: { SHUTDOWN_GRACE_SECONDS: "1" } });
    const stuck = http.request(`${server.url}/s/api/webhooks/razorpay`, { method: "POST", headers: { "content-type": "application/json", "content-length": "100" } });
    const failed = new Promise((resolve) => stuck.on("error", resolve));
    stuck.write("{");
    await get(`${server.url}/s/api/health`, new http.Agent());
    server.process.kill("SIGTERM");
    expect(await server.exited).toBe(1);
    await failed;
    expect(server.output()).toContain("still 1 request(s) open after 1 s; closing them");
  });
});
