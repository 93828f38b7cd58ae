import type { StoreMigration } from "./types";

/**
 * The operator token may make every console call, so the audit log tells its writes apart from a
 * person's: a row with no user is either the token's or a since-deleted user's, and only this says which.
 */
export const auditOperatorTokenMigration: StoreMigration = {
  name: "041-audit-operator-token",
  async up(db) {
    await db.schema.alterTable("audit_log").addColumn("by_operator_token", "integer", (c) => c.notNull().defaultTo(0)).execute();
  },
  async down(db) {
    await db.schema.alterTable("audit_log").dropColumn("by_operator_token").execute();
  },
};
