import type { z } from "zod";
import { FormSubmitError } from "@/components/forms";

/**
 * A console form's body, checked with the API's own schema before sending, so each problem shows
 * under its field rather than as one message from the server.
 */
export function checkedBody<Body>(schema: z.ZodType, body: Body): Body {
  const checked = schema.safeParse(body);
  if (checked.success) return body;
  const fieldErrors = Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  throw new FormSubmitError("Please correct the fields marked below.", fieldErrors);
}
