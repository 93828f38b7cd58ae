import path from "node:path";

export type DatabaseConfig =
  | { dialect: "sqlite"; path: string }
  | { dialect: "postgres"; url: string; schema?: string };

const POSTGRES_URL = /^postgres(ql)?:\/\//;

/** Read at call time (not import time) so tests and the CLI can point the backend elsewhere. */
export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url && POSTGRES_URL.test(url)) {
    return { dialect: "postgres", url, schema: env.DATABASE_SCHEMA?.trim() || undefined };
  }
  const file = env.SQLITE_PATH?.trim() || "./data/store.sqlite";
  return { dialect: "sqlite", path: file === ":memory:" ? file : path.resolve(file) };
}

export function mediaDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.MEDIA_DIR?.trim() || "./data/media");
}

export function apiPort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.API_PORT);
  return Number.isInteger(port) && port > 0 ? port : 4000;
}
