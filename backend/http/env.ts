import type { Kysely } from "kysely";
import type { Database, SessionRow, UserRow, WebsiteRow } from "@/backend/db/schema";
import type { AuditActor } from "@/backend/services/audit/record-audit";

/** What the middleware puts on every API request's context. */
export interface AppEnv {
  Variables: {
    /** Ties the request's log lines together (middleware/request-id.ts). */
    requestId: string;
    db: Kysely<Database>;
    website: WebsiteRow;
    /** Null until the visitor's first stateful action (pincode, cart, login). */
    session: SessionRow | null;
    user: UserRow | null;
    /** The delivery pincode: the session's, else a guest's pincode cookie. */
    pincode: string | null;
    /** Set by the console's access check (middleware/console-access.ts) on every console call. */
    consoleActor: AuditActor;
    /** True on the GET calls that change state (middleware/page-origin.ts), refused ones included. */
    stateChangingGet: boolean;
  };
}
