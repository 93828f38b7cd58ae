import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { validationBody } from "@/backend/http/validation";

const GENERIC = "Something went wrong on our side. Please try again.";

/** Every failure is JSON { message } with a 4xx/5xx status; stacks stay in the server log. */
export const errorHandler: ErrorHandler = (error, c) => {
  if (error instanceof ZodError) return c.json(validationBody(error), 400);
  if (error instanceof HTTPException) {
    const message = error.status >= 500 ? GENERIC : error.message || defaultMessage(error.status);
    return c.json({ message }, error.status);
  }
  console.error(`[backend] ${c.req.method} ${c.req.path} failed:`, error);
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
