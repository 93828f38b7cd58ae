// A page Next could not render because the database is gone answers 503 with Retry-After, as the API
// does, instead of a bare 500, so a load balancer, a crawler or a shopper's retry knows to come back.
// The backend runs in this process and records a database problem on globalThis
// (backend/db/serving.ts); cached pages are still served as before.

const RETRY_AFTER_SECONDS = "30";

/** Whether the in-process backend last found the database unavailable. */
const databaseProblem = () => globalThis.__storeDatabaseProblem ?? null;

/** Turns this response's 500 into a 503 with Retry-After while `problem()` names a database problem. */
export function answerUnavailableWhileDatabaseIsGone(response, problem = databaseProblem) {
  const writeHead = response.writeHead;
  response.writeHead = function (status, ...rest) {
    if (status !== 500 || !problem()) return writeHead.call(this, status, ...rest);
    this.setHeader("Retry-After", RETRY_AFTER_SECONDS);
    this.setHeader("Cache-Control", "no-store");
    if (typeof rest[0] === "string") rest[0] = "Service Unavailable";
    return writeHead.call(this, 503, ...rest);
  };
}
