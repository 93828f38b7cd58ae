import "server-only";
import { redirect } from "next/navigation";
import { getInit } from "@/lib/api/server";
import type { User } from "@/lib/api/schemas";
import { LOGIN_PATH, NON_AGENT_PATH } from "./route-rules";

/**
 * Server-side checks for private pages: proxy.ts routes by cookie only, so every page asks the
 * backend who is signed in (the init data of this request, fetched once per render).
 */
export async function requireSignedIn(): Promise<User> {
  const init = await getInit();
  const user = init ? init.user : null;
  if (!user) redirect(LOGIN_PATH);
  return user;
}

export async function requireSalesAgent(): Promise<User> {
  const user = await requireSignedIn();
  if (!user.isSalesAgent) redirect(NON_AGENT_PATH);
  return user;
}

export async function requireSuperadmin(): Promise<User> {
  const user = await requireSignedIn();
  if (!user.superadmin) redirect("/");
  return user;
}
