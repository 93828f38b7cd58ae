import "server-only";
import { redirect } from "next/navigation";
import { getInit } from "@/lib/api/server";
import type { User } from "@/lib/api/schemas";
import { withLanguagePrefix } from "@/lib/i18n/locale-path";
import { NON_AGENT_PATH, signInPath } from "./route-rules";

/**
 * Server-side checks for private pages: proxy.ts routes by cookie only, so every page asks the
 * backend who is signed in (the init data of this request, fetched once per render). `prefix` is the
 * page's language prefix ("/hi", or "" in the default language): a guest signs in in that language.
 */
export async function requireSignedIn(prefix = ""): Promise<User> {
  const init = await getInit();
  const user = init ? init.user : null;
  if (!user) redirect(signInPath(prefix));
  return user;
}

export async function requireSalesAgent(prefix = ""): Promise<User> {
  const user = await requireSignedIn(prefix);
  if (!user.isSalesAgent) redirect(withLanguagePrefix(prefix, NON_AGENT_PATH));
  return user;
}

export async function requireSuperadmin(): Promise<User> {
  const user = await requireSignedIn();
  if (!user.superadmin) redirect("/");
  return user;
}
