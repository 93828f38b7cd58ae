import { errorResponse } from "@/backend/schemas/common";
import { OPERATOR_SECURITY_SCHEME, SESSION_SECURITY_SCHEME } from "@/backend/schemas/security-schemes";

/**
 * What every console call declares: its tag, and who may make it. Either a signed-in administrator of
 * the website (the session cookie, plus the anti-forgery token on writes) or a script holding the
 * operator token.
 */
export const consoleAccess: { tags: string[]; security: Record<string, string[]>[] } = {
  tags: ["Console"],
  security: [{ [SESSION_SECURITY_SCHEME]: [] }, { [OPERATOR_SECURITY_SCHEME]: [] }],
};

/** The answers of every console call to someone who may not use it. */
export const consoleRoleResponses = {
  401: errorResponse("Not signed in, and no operator token"),
  403: errorResponse("Not an administrator of this website (or a missing anti-forgery token)"),
} as const;
