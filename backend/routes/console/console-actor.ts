import type { Context } from "hono";
import type { AppEnv } from "@/backend/http/env";
import type { AuditActor } from "@/backend/services/audit/record-audit";

/** Who a console write is by (the administrator or the operator token), on which website: set by the access check. */
export const consoleActor = (c: Context<AppEnv>): AuditActor => c.get("consoleActor");
