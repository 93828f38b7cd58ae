import { createMiddleware } from "hono/factory";
import { readSessionToken } from "@/backend/http/cookies";
import type { AppEnv } from "@/backend/http/env";
import { findSession } from "@/backend/services/sessions";

export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const token = readSessionToken(c);
  const found = token ? await findSession(c.get("db"), token, c.get("website").id) : null;
  c.set("session", found?.session ?? null);
  c.set("user", found?.user ?? null);
  await next();
});
