import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getInit } from "@/lib/api/server";
import { REDIRECT_KEY } from "./redirect";

/** Where a signed-in visitor goes when no path was saved for after sign-in. */
export const SIGNED_IN_HOME = "/account";
/** The route handler that removes the saved path and follows it (a page cannot delete a cookie). */
const CONTINUE_PATH = "/auth/continue";

/**
 * Login, register and verify are for guests: a signed-in visitor (per the init data of this
 * request) goes on as after sign-in, to the saved path or to the account.
 */
export async function redirectSignedIn(): Promise<void> {
  const init = await getInit();
  if (!init || !init.user) return;
  const saved = (await cookies()).get(REDIRECT_KEY);
  redirect(saved ? CONTINUE_PATH : SIGNED_IN_HOME);
}
