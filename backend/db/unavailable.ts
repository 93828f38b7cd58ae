/** The database cannot serve requests right now; answered as 503 with Retry-After, never as a 500. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseUnavailableError";
  }
}

/** PostgreSQL's connection failures (refused, unknown host, server shutting down or starting). */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "ETIMEDOUT", "EAI_AGAIN", "57P01", "57P02", "57P03"]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
  // pg reports a refused pool connection as an AggregateError of per-address failures.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

/** One line for an operator when the database step at start fails: where, and why. */
export function describeStartFailure(error: unknown): string {
  if (!isDatabaseUnavailable(error)) return `Database step failed: ${error instanceof Error ? error.message : String(error)}`;
  const causes = error instanceof AggregateError ? error.errors : [error];
  const reason = causes.map((cause) => (cause instanceof Error ? cause.message || (cause as { code?: string }).code : String(cause))).join("; ");
  return `Cannot reach the database: ${reason}. Check DATABASE_URL and that the server is running.`;
}
