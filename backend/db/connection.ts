import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "@/backend/config";
import type { Database } from "./schema";

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export function openDatabase(config: DatabaseConfig): Kysely<Database> {
  return config.dialect === "postgres" ? openPostgres(config.url, config.schema) : openSqlite(config.path);
}

function openSqlite(file: string): Kysely<Database> {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma("synchronous = NORMAL");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

function openPostgres(connectionString: string, schema: string | undefined): Kysely<Database> {
  if (schema && !SCHEMA_NAME.test(schema)) throw new Error(`DATABASE_SCHEMA "${schema}" is not a plain identifier`);
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
