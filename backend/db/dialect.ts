import { PostgresAdapter, type QueryExecutor } from "kysely";

export type DialectName = "sqlite" | "postgres";

/** Works for any Kysely instance or transaction, so services need not carry the dialect around. */
export function dialectOf(db: { getExecutor(): QueryExecutor }): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
