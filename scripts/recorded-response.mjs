// What the caches in front of Next and the API (shared-response-cache.mjs, private-answer-cache.mjs)
// keep of a response: its body as written, after compression, and the headers a copy may repeat.
import { createHash } from "node:crypto";
import { writtenChunkBuffer } from "./written-chunk.mjs";

/** Headers that belong to one response, never to a copy: connection-level ones and the request's own id. */
const NOT_KEPT = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length", "x-request-id"]);

/** The response's headers for a copy of `body`, with its length and an ETag. */
export function keptHeaders(response, body) {
  const headers = {};
  for (const [name, value] of Object.entries(response.getHeaders())) if (!NOT_KEPT.has(name)) headers[name] = value;
  headers["content-length"] = String(body.length);
  headers.etag ??= `"${createHash("sha1").update(body).digest("base64url")}"`;
  return headers;
}

/** Collects what the response is given to write (after its compression) while still sending it; `done` gets the whole body. */
export function recordBody(response, done) {
  const chunks = [];
  const write = response.write;
  const end = response.end;
  const collect = (chunk, encoding) => {
    if (chunk && typeof chunk !== "function") chunks.push(writtenChunkBuffer(chunk, encoding));
  };
  response.write = function (chunk, encoding, callback) {
    collect(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  response.end = function (chunk, encoding, callback) {
    collect(chunk, encoding);
    done(Buffer.concat(chunks));
    return end.call(this, chunk, encoding, callback);
  };
}
