import type { Context } from "hono";
import type { ZodError } from "zod";

/** Field errors as sentences; a message that does not already start with its field name gets it as a prefix. */
export function zodMessages(error: ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join(".");
    return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
  });
}

/** One message as a string, several as a list (spec §8 shows either). */
export function validationBody(error: ZodError) {
  const messages = zodMessages(error);
  return { message: messages.length === 1 ? messages[0] : messages };
}

/** The OpenAPIHono default hook: invalid params, query or body → 400 with the messages. */
export function validationHook(result: { success: boolean; error?: ZodError }, c: Context) {
  if (!result.success && result.error) return c.json(validationBody(result.error), 400);
}
