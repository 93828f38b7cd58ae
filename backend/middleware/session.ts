import { createMiddleware } from "hono/factory";
import { readGuestPincode, readSessionToken } from "@/backend/http/cookies";
import type { AppEnv } from "@/backend/http/env";
import { findSession } from "@/backend/services/sessions";

export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const token = readSessionToken(c);
  const db = c.get("db");
  const found = token ? await findSession(db, token, c.get("website").id) : null;
  c.set("session", found?.session ?? null);
  c.set("user", found?.user ?? null);
  c.set("pincode", found?.session.pincode ?? readGuestPincode(c));
  // A superadmin who switched website (POST /api/websites/{id}/switch) works on that one from here on.
  const overrideId = found?.user?.superadmin === 1 ? found.session.website_override_id : null;
  if (overrideId) {
    const website = await db.selectFrom("websites").selectAll().where("id", "=", overrideId).executeTakeFirst();
    if (website) c.set("website", website);
  }
  await next();
});
