// A path whose percent escapes do not decode (`%ZZ`, or bytes that are not UTF-8 such as `%c0`), or
// decode to a NUL (`%00`, which no slug holds and PostgreSQL refuses in text), names no page and no
// resource: it is the client's mistake, answered with 400, never a 500.
import { isUnder, MOUNT_PATH } from "../lib/api/mount-path.mjs";

export const MALFORMED_PATH_MESSAGE = "This address is not valid: it has a malformed percent escape.";

/** Whether the path part of a request target (query ignored) fails to percent-decode, or decodes to a NUL. */
export function hasMalformedEscape(target) {
  const path = target.split("?", 1)[0];
  if (!path.includes("%")) return false;
  try {
    return decodeURIComponent(path).includes("\0");
  } catch {
    return true;
  }
}

/** The same path with every percent sign escaped, so it decodes to what the client literally sent. */
export function escapePercents(target) {
  const query = target.indexOf("?");
  const path = query === -1 ? target : target.slice(0, query);
  return path.replaceAll("%", "%25") + (query === -1 ? "" : target.slice(query));
}

/**
 * Answers a request whose path does not decode, before Next parses it (Next answers such a path
 * with a bare 500). The API under /s gets its JSON error; a page gets the website's not-found page
 * for the literal path, sent with status 400.
 */
export function answerMalformedPath(request, response, handle) {
  const path = request.url.split("?", 1)[0];
  if (isUnder(path, MOUNT_PATH)) {
    response.writeHead(400, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    response.end(JSON.stringify({ message: MALFORMED_PATH_MESSAGE }));
    return;
  }
  request.url = escapePercents(request.url);
  Object.defineProperty(response, "statusCode", { get: () => 400, set: () => {} });
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (_status, ...rest) => writeHead(400, ...rest);
  handle(request, response);
}
