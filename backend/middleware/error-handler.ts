import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "@/backend/db/unavailable";
import { logRequestError } from "@/backend/http/log";
import { validationBody } from "@/backend/http/validation";

const GENERIC = "Something went wrong on our side. Please try again.";
const UNAVAILABLE_MESSAGE = "The store is not available right now. Please try again in a moment.";
/** Seconds a client should wait before trying again while the database is unavailable. */
const RETRY_AFTER_SECONDS = 30;

/** Every failure is JSON { message } with a 4xx/5xx status; stacks stay in the server log. */
export const errorHandler: ErrorHandler = (error, c) => {
  if (error instanceof ZodError) return c.json(validationBody(error), 400);
  if (isDatabaseUnavailable(error)) {
    // A missing or unmigrated database is logged once where it is noticed (db/serving.ts); a lost connection here.
    if (!(error instanceof DatabaseUnavailableError)) logRequestError(c, error, "database unreachable");
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return c.json({ message: UNAVAILABLE_MESSAGE }, 503);
  }
  if (error instanceof HTTPException) {
    const message = error.status >= 500 ? GENERIC : error.message || defaultMessage(error.status);
    return c.json({ message }, error.status);
  }
  logRequestError(c, error, "request failed");
  return c.json({ message: GENERIC }, 500);
};

function defaultMessage(status: number): string {
  if (status === 400) return "Bad request";
  if (status === 401) return "Please log in to continue";
  if (status === 403) return "Forbidden";
  return "Request failed";
}

export const notFoundHandler: NotFoundHandler = (c: Context) =>
  c.json({ message: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404);
