import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { embeddedApi } from "@/scripts/embedded-api.mjs";
import { drainOnSignals } from "@/scripts/graceful-shutdown.mjs";
import { logRequest } from "@/scripts/request-log.mjs";

// Node warns of a leak past ten listeners of one event on one emitter. Next, its compression and the
// error reporter already put up to nine "close" listeners on a response (a route handler's, with
// Sentry), so the server's own share must stay small, and no listener may be added per write.

const EMBEDDED_API = Symbol.for("storefront.embedded-api");
const silent = { info: () => undefined, warn: () => undefined };

/** Each chunk is larger than the compression stream takes before it asks its writer to wait for "drain". */
const CHUNK_BYTES = 64 * 1024;
const CHUNKS = 48;

/** An app whose answer is one large body streamed in chunks, as a large CSV export would be. */
function streamingApp(chunks: Buffer[]) {
  return {
    fetch: () => {
      let next = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (next === chunks.length) controller.close();
          else controller.enqueue(new Uint8Array(chunks[next++]));
        },
      });
      return new Response(body, { headers: { "content-type": "text/csv; charset=utf-8" } });
    },
  };
}

/** The listeners scripts/next-server.mjs puts on every response, then the embedded API, else "next". */
async function storefront(app: ReturnType<typeof streamingApp>) {
  const answerFromApi = embeddedApi({}, { [EMBEDDED_API]: app });
  const closeListenersAtFinish: number[] = [];
  const server = createServer((request, response) => {
    logRequest(request, response, silent);
    response.once("finish", () => closeListenersAtFinish.push(response.listenerCount("close")));
    if (answerFromApi(request, response)) return;
    response.end("next");
  });
  drainOnSignals(server, { signals: [] });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, closeListenersAtFinish };
}

function get(base: string, path: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}${path}`, { headers: { "accept-encoding": "gzip" } }, (incoming) => {
      const parts: Buffer[] = [];
      incoming.on("data", (part: Buffer) => parts.push(part));
      incoming.on("end", () => resolve({ headers: incoming.headers, body: Buffer.concat(parts) }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

it("the server's own watchers (request log, drain on shutdown) put one close listener on a response between them", async () => {
  const started = await storefront(streamingApp([]));
  server = started.server;
  expect((await get(started.base, "/products")).body.toString()).toBe("next");
  expect(started.closeListenersAtFinish).toEqual([1]);
});

it("a large compressed API answer arrives whole, and no listener piles up on the way: Node reports no likely leak", async () => {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => {
    if (warning.name === "MaxListenersExceededWarning") warnings.push(warning.message);
  };
  process.on("warning", onWarning);
  try {
    const chunks = Array.from({ length: CHUNKS }, () => randomBytes(CHUNK_BYTES));
    const started = await storefront(streamingApp(chunks));
    server = started.server;

    const answer = await get(started.base, "/s/api/export");
    // Node reports a warning on the next tick.
    await new Promise((resolve) => setImmediate(resolve));

    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).equals(Buffer.concat(chunks))).toBe(true);
    expect(warnings).toEqual([]);
  } finally {
    process.off("warning", onWarning);
  }
});
