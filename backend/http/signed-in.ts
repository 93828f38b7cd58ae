import type { Context } from "hono";
import type { UserRow } from "@/backend/db/schema";
import type { SignedInCustomer } from "@/backend/services/account/owner";
import type { AppEnv } from "./env";
import { ApiError } from "./errors";

export const SIGN_IN_MESSAGE = "Please log in to continue";

/** The signed-in user, or 401; private answers are never cached. */
export function requireUser(c: Context<AppEnv>): UserRow {
  const user = c.get("user");
  if (!user) throw new ApiError(401, SIGN_IN_MESSAGE);
  c.header("Cache-Control", "private, no-store");
  return user;
}

/** The signed-in user on the website the session works on: whose records the request may touch. */
export function requireOwner(c: Context<AppEnv>): SignedInCustomer {
  return { userId: requireUser(c).id, websiteId: c.get("website").id };
}
