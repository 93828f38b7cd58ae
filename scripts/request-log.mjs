// One JSON line per request (pino): method, path, status, duration, request id and website, with no
// query string and phone numbers masked, so no personal data lands in the log. The request id comes
// from the client's or proxy's X-Request-Id when it looks like one, else a new one; it travels on to
// the API (the same request headers) and back to the client.
import { randomUUID } from "node:crypto";
import pino from "pino";
import { whenResponseCloses } from "./when-response-closes.mjs";

export const REQUEST_ID_HEADER = "x-request-id";
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Ten or more digits in a row: an Indian mobile number, with or without its country code. */
const PHONE_LIKE = /\d{10,}/g;

/** LOG_LEVEL: pino's level names (default info; the e2e servers run at warn). */
export const logger = pino({ level: process.env.LOG_LEVEL?.trim() || "info", base: { service: "storefront" } });

/** The request's id: the one it came with when sane (a proxy's or the client's), else a new UUID. */
export function requestIdFrom(value) {
  const given = Array.isArray(value) ? value[0] : value;
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** First two and last two digits of each phone-like run stay; the rest become x. */
export function maskPhoneNumbers(text) {
  return text.replace(PHONE_LIKE, (digits) => `${digits.slice(0, 2)}${"x".repeat(digits.length - 4)}${digits.slice(-2)}`);
}

/** The website a request was for, as the Host header names it (host name only, lower case). */
function websiteOf(host) {
  try {
    return new URL(`http://${host ?? ""}`).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** Gives the request its id (request and response headers) and logs one line when the response is done. */
export function logRequest(request, response, log = logger) {
  const started = process.hrtime.bigint();
  const requestId = requestIdFrom(request.headers[REQUEST_ID_HEADER]);
  request.headers[REQUEST_ID_HEADER] = requestId;
  response.setHeader(REQUEST_ID_HEADER, requestId);
  const path = maskPhoneNumbers((request.url ?? "/").split("?", 1)[0]);
  whenResponseCloses(response, () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    const line = { requestId, method: request.method, path, status: response.statusCode, durationMs: Math.round(durationMs * 10) / 10, website: websiteOf(request.headers.host) };
    if (response.writableFinished) log.info(line, "request");
    else log.warn({ ...line, aborted: true }, "request aborted before its response was sent");
  });
  return requestId;
}
