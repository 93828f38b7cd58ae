import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";

let savepoints = 0;

/**
 * Runs in a new transaction, or inside the caller's one under a savepoint: when the work throws,
 * only its own writes are undone and the caller decides what becomes of the rest.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute(work);
  const name = sql.id(`nested_${(savepoints += 1)}`);
  await sql`savepoint ${name}`.execute(db);
  try {
    const result = await work(db);
    await sql`release savepoint ${name}`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ${name}`.execute(db);
    await sql`release savepoint ${name}`.execute(db);
    throw error;
  }
}
