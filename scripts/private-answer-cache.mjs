// A signed-in shopper's (or a guest session's) visitor call, cart and the other reads of a page view,
// kept in memory for their owner and sent again as they are, without going through the API app, its database reads and gzip.
// A shopper asks for the visitor call on every page view, and nothing in it changes until they (or
// the store) write; answering it at the speed of a copy is what lets a signed-in page view keep up
// with its page.
//
// What is kept: a 200, gzipped, with no Set-Cookie, to a GET that the API marked with OWNER_HEADER
// (backend/middleware/private-answer-owners.ts: the reads of a page view), which this server
// removes before the answer leaves. Key: scheme, Host and the page origin headers (they pick the
// website), the page's language header, the address with its query, and the value of every cookie
// the API reads (the session above all): only the same session asks the same key. A request with
// an Authorization header, or an Accept-Encoding without gzip, always goes to the API.
// How long: KEEP_SECONDS at most, and until the cache invalidation registry names the answer's owner
// (any write by that shopper, in any of their sessions, in any process through the Redis relay) or
// any other tag (a price, stock, a setting: whatever the store changes can be in a cart).
// With an external API (STORE_API_URL) nothing is kept, as its writes invalidate nothing here; the
// mark is still removed.
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { cookiesTheApiReads } from "../lib/api/cookies-the-api-reads.mjs";
import { API_MOUNT_PATH, isUnder } from "../lib/api/mount-path.mjs";
import { EVERY_OWNER_TAG, isOwnerTag, OWNER_HEADER } from "../lib/cache/owner-tags.mjs";
import { keptHeaders, recordBody } from "./recorded-response.mjs";
import { onEveryInvalidation } from "./invalidation-registry.mjs";

/** The registry of backend/cache/invalidation.ts: a Set of listeners shared through globalThis. */
/** The headers that pick the website and the language of an API answer (ORIGIN_HEADER, LANGUAGE_HEADER in lib/api/protocol.ts). */
const PAGE_HEADERS = ["x-store-origin", "origin", "x-store-language"];
/**
 * An answer also shows what changes with time alone (a delivery day, a session that expires): a
 * copy older than this is asked for again.
 */
const KEEP_SECONDS = 30;

function isApiRequest(request) {
  return isUnder((request.url ?? "").split("?", 1)[0], API_MOUNT_PATH);
}

/** The key of an API read that may have a kept answer, or null when it must go to the API. */
function keyOf(request) {
  if (request.method !== "GET") return null;
  const { headers } = request;
  if (headers.authorization !== undefined) return null;
  const cookies = cookiesTheApiReads(headers.cookie ?? "");
  if (cookies.length === 0) return null;
  // q-values decide: "identity, gzip;q=0" names gzip only to refuse it.
  if (new Negotiator(request).encodings(["gzip"]).length === 0) return null;
  const proto = String(headers["x-forwarded-proto"] ?? "http").split(",")[0].trim().toLowerCase();
  return [proto, String(headers.host ?? "").toLowerCase(), ...PAGE_HEADERS.map((name) => headers[name] ?? ""), request.url, ...cookies].join("|");
}

/** The owner the answer is marked with (null when none), taken off the headers still to be sent. */
function takeOwnerMark(response) {
  const owner = response.getHeader(OWNER_HEADER);
  response.removeHeader(OWNER_HEADER);
  return typeof owner === "string" && isOwnerTag(owner) ? owner : null;
}

/**
 * Takes the owner mark off the answer before its headers leave, whenever that is: at writeHead, or at
 * end() for an answer that never called it. Headers given to writeHead become the response's own first
 * (as compression's on-headers does), so a copy has them.
 */
function watchOwnerMark(response, found) {
  const writeHead = response.writeHead;
  response.writeHead = function (status, ...rest) {
    const headers = rest.find((argument) => argument && typeof argument === "object" && !Array.isArray(argument));
    if (headers) {
      for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
      rest = rest.filter((argument) => argument !== headers);
    }
    found(takeOwnerMark(this));
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * @param {{ maxBytes?: number, env?: Record<string, string | undefined> }} [options]
 * @returns {{ serve(request, response): boolean, record(request, response): void }}
 */
export function createPrivateAnswerCache({ maxBytes = 32 * 1024 * 1024, env = process.env } = {}) {
  const keeps = !env.STORE_API_URL;
  /** Owner tag → the keys of their kept answers. */
  const keysOf = new Map();
  const kept = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length + 1024,
    ttl: KEEP_SECONDS * 1000,
    dispose: (entry, key) => {
      const keys = keysOf.get(entry.owner);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(entry.owner);
    },
  });
  /** Each request's key, worked out once: serve() and then record() ask for it. */
  const keyOfRequest = new WeakMap();
  const keyFor = (request) => {
    if (!keyOfRequest.has(request)) keyOfRequest.set(request, keyOf(request));
    return keyOfRequest.get(request);
  };
  // An answer being made when anything is invalidated may show the state before: it is not kept.
  let generation = 0;
  onEveryInvalidation((tags) => {
    generation += 1;
    if (tags.some((tag) => !isOwnerTag(tag) || tag === EVERY_OWNER_TAG)) return kept.clear();
    for (const tag of tags) for (const key of [...(keysOf.get(tag) ?? [])]) kept.delete(key);
  });

  return {
    /** Answers from memory when it can; true when it did. */
    serve(request, response) {
      if (!keeps || !isApiRequest(request)) return false;
      const key = keyFor(request);
      const entry = key === null ? undefined : kept.get(key);
      if (!entry) return false;
      response.writeHead(200, entry.headers);
      response.end(entry.body);
      return true;
    },
    /** Keeps the API's answer to this request if it marked it as its owner's; always removes the mark. */
    record(request, response) {
      if (!isApiRequest(request)) return;
      let owner = null;
      watchOwnerMark(response, (tag) => (owner ??= tag));
      const key = keeps ? keyFor(request) : null;
      const startedIn = generation;
      // Called as end() begins: an answer that never called writeHead still has its headers here.
      recordBody(response, (body) => {
        if (!response.headersSent) owner ??= takeOwnerMark(response);
        if (key === null || owner === null || startedIn !== generation || body.length === 0) return;
        if (response.statusCode !== 200 || response.getHeader("set-cookie")) return;
        if (String(response.getHeader("content-encoding") ?? "") !== "gzip") return;
        kept.set(key, { owner, headers: keptHeaders(response, body), body });
        const keys = keysOf.get(owner) ?? new Set();
        keys.add(key);
        keysOf.set(owner, keys);
      });
    },
  };
}
