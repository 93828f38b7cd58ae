// Next answers a page whose server component calls notFound() with an empty error shell
// (`<html id="__next_error__">`: no lang, no header, no words until the browser has run the page's
// scripts; vercel/next.js#62228). Crawlers and shoppers whose scripts fail would see a blank page.
// So a page answered with 404 (or the 400 of a malformed path) goes out with the website's own
// not-found page instead: an ordinary page under app/[site]/page-not-found, asked for from this same
// server with the process's token, in the language of the address (/hi/… gets the Hindi page). The
// status and the first answer's headers (security, caching) are kept; only the body and its
// content headers change.
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { isUnder, MOUNT_PATH } from "../lib/api/mount-path.mjs";
import { NOT_FOUND_PAGE_LANGUAGE_HEADER, NOT_FOUND_PAGE_ROUTE, NOT_FOUND_PAGE_TOKEN_HEADER, notFoundPathLanguage } from "../lib/site/not-found-page-request.mjs";
import { websiteOverridePair } from "../lib/site/website-override-cookie.mjs";
import { writtenChunkBuffer } from "./written-chunk.mjs";

/** Headers that describe the body Next made, which is not the one sent. */
const BODY_HEADERS = ["content-type", "content-encoding", "content-length", "transfer-encoding", "etag", "x-nextjs-cache", "x-nextjs-prerender", "x-nextjs-stale-time"];
const REPLACED_STATUSES = new Set([400, 404]);

/** Called once at start: the token the proxy accepts for the page (proxy.ts). */
export function issueNotFoundPageToken() {
  process.env.NOT_FOUND_PAGE_TOKEN = randomUUID();
}

function isPageRequest(request) {
  if (request.method !== "GET") return false;
  const path = (request.url ?? "").split("?", 1)[0];
  if (isUnder(path, MOUNT_PATH) || path.startsWith("/_next/")) return false;
  // The router's own requests get Next's flight data, which the client renders itself.
  return request.headers.rsc === undefined;
}

/** The not-found page for the request's website, as this server answers it. */
function fetchNotFoundPage(request, port) {
  const headers = {
    host: request.headers.host ?? "localhost",
    "accept-encoding": request.headers["accept-encoding"] ?? "",
    [NOT_FOUND_PAGE_TOKEN_HEADER]: process.env.NOT_FOUND_PAGE_TOKEN,
  };
  if (request.headers["x-forwarded-proto"]) headers["x-forwarded-proto"] = request.headers["x-forwarded-proto"];
  // The page in the language of the address (/hi/…); the proxy takes it only if the website offers it.
  const language = notFoundPathLanguage((request.url ?? "").split("?", 1)[0]);
  if (language) headers[NOT_FOUND_PAGE_LANGUAGE_HEADER] = language;
  // Only the cookie that picks a website travels with the page request: the page is the same for everyone.
  const cookie = websiteOverridePair(request.headers.cookie);
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve, reject) => {
    const pageRequest = httpRequest({ host: "127.0.0.1", port, path: `/${NOT_FOUND_PAGE_ROUTE}`, headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        if (response.statusCode !== 200) reject(new Error(`the not-found page answered ${response.statusCode}`));
        else resolve({ headers: response.headers, body: Buffer.concat(chunks) });
      });
      response.on("error", reject);
    });
    pageRequest.on("error", reject);
    pageRequest.end();
  });
}

/**
 * Watches Next's answer to a page request; when it is a 404 or 400 HTML page, holds Next's body back
 * and sends the website's not-found page with the same status. `port()` is this server's port.
 */
export function renderNotFoundOnServer(request, response, port, onError = console.error) {
  if (!isPageRequest(request)) return;
  const send = { writeHead: response.writeHead, write: response.write, end: response.end };
  const held = [];
  let replacing;
  const decide = () => {
    replacing ??= REPLACED_STATUSES.has(response.statusCode) && /^text\/html\b/.test(String(response.getHeader("content-type") ?? ""));
    return replacing;
  };
  const hold = (chunk, encoding) => {
    if (chunk && typeof chunk !== "function") held.push(writtenChunkBuffer(chunk, encoding));
  };

  response.writeHead = function (status, reason, headers) {
    const fields = typeof reason === "object" ? reason : headers;
    this.statusCode = status;
    // Folded in so the decision sees them (Next sets its headers one by one; a wrapper may not).
    if (fields && !Array.isArray(fields)) for (const [name, value] of Object.entries(fields)) this.setHeader(name, value);
    if (decide()) return this;
    return send.writeHead.call(this, this.statusCode);
  };
  response.write = function (chunk, encoding, callback) {
    if (!decide()) return send.write.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    (typeof encoding === "function" ? encoding : callback)?.();
    return true;
  };
  response.end = function (chunk, encoding, callback) {
    if (!decide()) return send.end.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    const finish = ({ headers, body }) => {
      for (const name of BODY_HEADERS) this.removeHeader(name);
      for (const name of ["content-type", "content-encoding"]) if (headers[name]) this.setHeader(name, headers[name]);
      this.setHeader("content-length", body.length);
      send.writeHead.call(this, this.statusCode);
      send.end.call(this, body, (typeof encoding === "function" ? encoding : callback) ?? undefined);
    };
    fetchNotFoundPage(request, port()).then(finish, (error) => {
      onError(error);
      // Next's own answer, as it made it.
      send.writeHead.call(this, this.statusCode);
      send.end.call(this, Buffer.concat(held));
    });
    return this;
  };
}
