import type { Context } from "hono";
import type { ZodError } from "zod";
import { ApiError } from "./errors";

/** Field errors as sentences; a message that does not already start with its field name gets it as a prefix. */
function zodMessages(error: ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join(".");
    return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
  });
}

/** One message as a string, several as a list (the error contract allows either). */
export function validationBody(error: ZodError) {
  const messages = zodMessages(error);
  return { message: messages.length === 1 ? messages[0] : messages };
}

/** The OpenAPIHono default hook: invalid params, query or body → 400 with the messages. */
export function validationHook(result: { success: boolean; error?: ZodError }, c: Context) {
  if (!result.success && result.error) return c.json(validationBody(result.error), 400);
}

/** For bodies a form sends: the messages as the form words them (no field prefix), one per line. */
export function formMessagesHook(result: { success: boolean; error?: ZodError }): undefined {
  if (!result.success && result.error) {
    throw new ApiError(400, result.error.issues.map((issue) => issue.message).join("\n"));
  }
}
