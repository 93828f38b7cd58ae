import type { Context } from "hono";
import type { AppEnv } from "@/backend/http/env";
import { requireUser } from "@/backend/http/signed-in";
import type { AuditActor } from "@/backend/services/audit/record-audit";

/** Who a console write is by: the signed-in administrator, on the website the request resolves to. */
export const consoleActor = (c: Context<AppEnv>): AuditActor => ({ websiteId: c.get("website").id, userId: requireUser(c).id });
