export const FALLBACK_ERROR_TEXT = "There's been an error, please try again.";
export const FALLBACK_ERROR_MESSAGE = "Something went wrong";

function textOf(value: unknown): string | null {
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join("\n") : null;
  if (typeof value === "string" && value.trim() !== "") return value;
  return null;
}

/** The body of a failed response, whether given directly or carried by an ApiRequestError-like object. */
function bodyOf(failure: unknown): unknown {
  if (failure && typeof failure === "object" && "body" in failure) return (failure as { body: unknown }).body;
  return failure;
}

/**
 * Text for a failed response, in this order: an array (joined by newlines), a string body,
 * then the body's msg, message or error; otherwise the generic sentence.
 */
export function errorText(failure: unknown): string {
  const body = bodyOf(failure);
  const direct = textOf(body);
  if (direct) return direct;
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    for (const key of ["msg", "message", "error"]) {
      const text = textOf(record[key]);
      if (text) return text;
    }
  }
  return FALLBACK_ERROR_TEXT;
}

/** The error's own message, else a generic one. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === "object" && "message" in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return FALLBACK_ERROR_MESSAGE;
}
