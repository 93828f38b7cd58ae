import { sql, type RawBuilder } from "kysely";

/**
 * `column` contains `text`, whatever the letter case, on SQLite and PostgreSQL alike (PostgreSQL's
 * LIKE tells cases apart), with the text's own `%`, `_` and `\` taken literally.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
