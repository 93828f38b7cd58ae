// A shopper for the scripts that drive the cluster (cluster-test.mjs, cluster-load.mjs): a cookie
// jar that can be sent to any process, with the page origin of nginx in front of them.
import assert from "node:assert/strict";
import { MOUNT_PATH } from "../lib/api/mount-path.mjs";

/** A visitor whose calls to the API under /s carry its cookies and, for writes, its CSRF token. */
export function visitor(pageOrigin) {
  const jar = new Map();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const call = async (base, path, { method = "GET", body } = {}) => {
    const headers = { "x-store-origin": pageOrigin, accept: "application/json", cookie: cookie() };
    if (method !== "GET") Object.assign(headers, { "content-type": "application/json", "x-csrf-token": jar.get("csrf_token") ?? "" });
    const response = await fetch(`${base}${MOUNT_PATH}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, json: text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : text };
  };
  return { call, cookie };
}

/** The answer's JSON when it is a 200; a failed assertion naming the step otherwise. */
export async function ok(promise, what) {
  const answer = await promise;
  assert.equal(answer.status, 200, `${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}
