import { auditListSchema } from "./audit";
import { consoleContextSchema } from "./context";

/** The console's replies, by the names its API calls give them (merged into the contract's replies). */
export const consoleReplySchemas = {
  consoleAuditLog: auditListSchema,
  consoleContext: consoleContextSchema,
} as const;
