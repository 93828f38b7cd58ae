import type { StoreMigration } from "./types";

/**
 * A website's return policy, published with every offer in product rich results. return_days null
 * means the operator has set no policy (nothing is published); 0 means returns are not accepted.
 */
export const websiteReturnPolicyMigration: StoreMigration = {
  name: "024-website-return-policy",
  async up(db) {
    await db.schema.alterTable("websites").addColumn("return_days", "integer").execute();
    await db.schema.alterTable("websites").addColumn("return_method", "text").execute();
    await db.schema.alterTable("websites").addColumn("return_fees", "text").execute();
  },
  async down(db) {
    await db.schema.alterTable("websites").dropColumn("return_fees").execute();
    await db.schema.alterTable("websites").dropColumn("return_method").execute();
    await db.schema.alterTable("websites").dropColumn("return_days").execute();
  },
};
