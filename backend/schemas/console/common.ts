import { errorResponse } from "@/backend/schemas/common";

export const consoleTags = ["Console"];

/** The answers of every console call to someone who may not use it. */
export const consoleRoleResponses = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Not an administrator of this website (or a missing anti-forgery token)"),
} as const;
