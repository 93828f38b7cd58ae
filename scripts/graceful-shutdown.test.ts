import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { drainOnSignals } from "@/scripts/graceful-shutdown.mjs";

const SIGNAL = "SIGUSR2";

let server: Server;
let sockets: Socket[];

/** A server that drains on SIGNAL with a short grace period, and how its drain ended. */
async function drainingServer(handler: Parameters<typeof createServer>[1]) {
  const lines: string[] = [];
  const log = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  let exited: (code: number) => void = () => undefined;
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  server = createServer(handler);
  drainOnSignals(server, { signals: [SIGNAL], grace: 0.2, log, exit: (code) => exited(code) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { lines, exitCode };
}

/** A client connection that has written `text` and then waits; resolves once the server holds it. */
async function clientSending(text: string) {
  const accepted = new Promise((resolve) => server.once("connection", resolve));
  const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
  socket.on("error", () => undefined);
  sockets.push(socket);
  socket.write(text);
  await accepted;
  return socket;
}

beforeEach(() => (sockets = []));
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("drainOnSignals", () => {
  it("exits 0 after cutting a half-sent request at the end of the grace period, and logs what it cut", async () => {
    const { lines, exitCode } = await drainingServer((_request, response) => response.end("ok"));
    const halfSent = await clientSending("GET /products HTTP/1.1\r\nHost: store\r\n");
    const closed = new Promise((resolve) => halfSent.once("close", resolve));
    process.kill(process.pid, SIGNAL);
    expect(await exitCode).toBe(0);
    await closed;
    expect(lines).toContain("[storefront] cut 1 stalled connection(s) after 0.2 s that had not sent a whole request (from 127.0.0.1)");
    expect(lines.join("\n")).not.toContain("request(s) open after");
  });

  it("exits 1 when a request was still being answered", async () => {
    let received: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (received = resolve));
    const { lines, exitCode } = await drainingServer(() => received());
    await clientSending("GET /slow HTTP/1.1\r\nHost: store\r\n\r\n");
    await requested;
    process.kill(process.pid, SIGNAL);
    expect(await exitCode).toBe(1);
    expect(lines).toContain("[storefront] still 1 request(s) open after 0.2 s; closing them");
  });
});
