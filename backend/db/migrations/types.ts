import type { CreateTableBuilder, Kysely } from "kysely";
import type { DialectName } from "../dialect";

/** A migration that is told the dialect, for the few statements that differ. */
export interface StoreMigration {
  name: string;
  up(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
  down(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
}

export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return table.addColumn("id", "integer", (column) =>
    dialect === "postgres" ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey(),
  );
}

export async function dropTables(db: Kysely<unknown>, tables: string[]) {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
