import { requestJson, type ApiFetch } from "./client";
import { currentUserSchema, type User } from "./schemas";

/** The signed-in user of the session the transport carries, or null. */
export async function fetchCurrentUser(api: ApiFetch): Promise<User | null> {
  try {
    return (await requestJson(api, "/api/auth/me", currentUserSchema)).user;
  } catch {
    return null;
  }
}
