import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { invalidate } from "@/backend/cache/invalidation";
import { EVERY_OWNER_TAG, OWNER_HEADER } from "@/lib/cache/owner-tags.mjs";
import { createPrivateAnswerCache } from "@/scripts/private-answer-cache.mjs";
import { rawGet } from "@/testing/raw-get";

/** How the upstream (the API, in production) answers in these tests. */
type Answer = { status?: number; owner?: string | null; headers?: Record<string, string>; gzip?: boolean; viaWriteHead?: boolean };

const ASHA = "sid=asha-session; csrf_token=t1";
const RAVI = "sid=ravi-session; csrf_token=t2";

let server: Server;
let base: string;
let upstreamCalls: string[];
let answer: Answer;
let owners: Record<string, string>;
let cache: ReturnType<typeof createPrivateAnswerCache>;

/** Answers like the API: a gzipped JSON body naming the call's number, marked with the cookie's owner. */
function upstream(request: IncomingMessage, response: ServerResponse) {
  upstreamCalls.push(`${request.url} ${request.headers.cookie ?? ""}`);
  const sid = /sid=([^;]+)/.exec(request.headers.cookie ?? "")?.[1] ?? "";
  const owner = answer.owner === undefined ? owners[sid] : answer.owner;
  const headers: Record<string, string> = { "content-type": "application/json", "cache-control": "private, no-store", ...answer.headers };
  if (answer.gzip !== false) headers["content-encoding"] = "gzip";
  if (owner) headers[OWNER_HEADER] = owner;
  const body = JSON.stringify({ call: upstreamCalls.length, sid });
  if (answer.viaWriteHead) response.writeHead(answer.status ?? 200, headers);
  else {
    response.statusCode = answer.status ?? 200;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  }
  response.end(answer.gzip === false ? body : gzipSync(body));
}

function startWith(env: Record<string, string | undefined> = {}) {
  cache = createPrivateAnswerCache({ env });
  server = createServer((request, response) => {
    if (cache.serve(request, response)) return;
    cache.record(request, response);
    upstream(request, response);
  });
  return new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)).then(() => {
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
}

beforeEach(async () => {
  upstreamCalls = [];
  answer = {};
  owners = { "asha-session": "owner:u5", "ravi-session": "owner:u6" };
  await startWith();
});

afterEach(async () => {
  await invalidate([EVERY_OWNER_TAG]);
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}) => rawGet(`${base}${path}`, headers);

describe("private answer cache", () => {
  it("sends a shopper's marked answer again from memory, byte for byte, and never the mark", async () => {
    const first = await get("/s/api/visitor", { cookie: ASHA });
    const second = await get("/s/api/visitor", { cookie: ASHA });
    expect(upstreamCalls).toHaveLength(1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["cache-control"]).toBe("private, no-store");
    expect(first.headers[OWNER_HEADER]).toBeUndefined();
    expect(second.headers[OWNER_HEADER]).toBeUndefined();
  });

  it("takes the mark off an answer whose headers come with writeHead too", async () => {
    answer = { viaWriteHead: true };
    const first = await get("/s/api/cart", { cookie: ASHA });
    expect(first.headers[OWNER_HEADER]).toBeUndefined();
    await get("/s/api/cart", { cookie: ASHA });
    expect(upstreamCalls).toHaveLength(1);
  });

  it("never answers one session with another's copy, nor a request that carries no session", async () => {
    await get("/s/api/visitor", { cookie: ASHA });
    const ravi = await get("/s/api/visitor", { cookie: RAVI });
    await get("/s/api/visitor", { cookie: "sid=asha-session-forged; csrf_token=t1" });
    await get("/s/api/visitor");
    expect(upstreamCalls).toHaveLength(4);
    expect(JSON.parse(gunzipSync(ravi.body).toString("utf8"))).toMatchObject({ sid: "ravi-session" });
  });

  it("keeps each address, query, website and page language apart", async () => {
    await get("/s/api/cart", { cookie: ASHA });
    await get("/s/api/cart?payment_method=cod", { cookie: ASHA });
    await get("/s/api/cart", { cookie: ASHA, host: "wholesale.localhost" });
    await get("/s/api/cart", { cookie: ASHA, "x-store-language": "hi" });
    await get("/s/api/visitor", { cookie: ASHA });
    expect(upstreamCalls).toHaveLength(5);
  });

  it("drops an owner's copies when they write, and no one else's", async () => {
    await get("/s/api/visitor", { cookie: ASHA });
    await get("/s/api/cart", { cookie: ASHA });
    await get("/s/api/visitor", { cookie: RAVI });
    await invalidate(["owner:u5"]);
    await get("/s/api/visitor", { cookie: ASHA });
    await get("/s/api/cart", { cookie: ASHA });
    await get("/s/api/visitor", { cookie: RAVI });
    expect(upstreamCalls.filter((call) => call.includes("asha"))).toHaveLength(4);
    expect(upstreamCalls.filter((call) => call.includes("ravi"))).toHaveLength(1);
  });

  it.each([
    ["a change to what carts show (a product's tag)", ["product:7"]],
    ["a write made for others (the console, a webhook)", [EVERY_OWNER_TAG]],
  ])("drops every copy after %s", async (_name, tags) => {
    await get("/s/api/visitor", { cookie: ASHA });
    await get("/s/api/visitor", { cookie: RAVI });
    await invalidate(tags);
    await get("/s/api/visitor", { cookie: ASHA });
    await get("/s/api/visitor", { cookie: RAVI });
    expect(upstreamCalls).toHaveLength(4);
  });

  it("does not keep an answer that was being made when its owner wrote", async () => {
    let finish = () => {};
    server.removeAllListeners("request");
    server.on("request", (request: IncomingMessage, response: ServerResponse) => {
      if (cache.serve(request, response)) return;
      cache.record(request, response);
      if (upstreamCalls.length === 0) finish = () => upstream(request, response);
      else upstream(request, response);
    });
    const slow = get("/s/api/visitor", { cookie: ASHA });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await invalidate(["owner:u5"]);
    upstreamCalls.push("(the slow call)");
    finish();
    await slow;
    await get("/s/api/visitor", { cookie: ASHA });
    expect(upstreamCalls.filter((call) => call.startsWith("/s/api/visitor"))).toHaveLength(2);
  });

  it.each([
    ["answers the API did not mark", { owner: null }],
    ["answers marked with something other than an owner", { owner: "product:7" }],
    ["answers that set a cookie", { headers: { "set-cookie": "sid=new; Path=/" } }],
    ["answers other than 200", { status: 409 }],
    ["answers that are not gzipped", { gzip: false }],
  ])("never keeps %s", async (_name, given: Answer) => {
    answer = given;
    await get("/s/api/visitor", { cookie: ASHA });
    await get("/s/api/visitor", { cookie: ASHA });
    expect(upstreamCalls).toHaveLength(2);
  });

  it.each([
    ["a client that refuses gzip", { "accept-encoding": "identity" }],
    ["a caller with a bearer token", { authorization: "Bearer x" }],
  ])("always passes %s to the API", async (_name, headers: Record<string, string>) => {
    await get("/s/api/visitor", { cookie: ASHA });
    await get("/s/api/visitor", { cookie: ASHA, ...headers });
    expect(upstreamCalls).toHaveLength(2);
  });

  it("keeps nothing with an external API, whose writes it never hears of, and still takes the mark off", async () => {
    await new Promise((resolve) => server.close(resolve));
    await startWith({ STORE_API_URL: "http://api.example" });
    const first = await get("/s/api/visitor", { cookie: ASHA });
    await get("/s/api/visitor", { cookie: ASHA });
    expect(upstreamCalls).toHaveLength(2);
    expect(first.headers[OWNER_HEADER]).toBeUndefined();
  });
});
