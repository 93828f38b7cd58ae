import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type OwnServer = {
  url: string;
  sqlitePath: string;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/** The environment a server started by startOwnServer runs with, on its own SQLite file. */
function serverEnv(sqlitePath: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, SQLITE_PATH: sqlitePath, MEDIA_DIR: join(sqlitePath, "..", "media"), OTP_TEST_CODE: "123456", FONTS_CSS_URL: "data:text/css,", ...extra };
  delete env.DATABASE_URL;
  return env;
}

/** Migrates and seeds a fresh SQLite file, as `npm start` does before serving. */
export function seedSqlite(sqlitePath: string) {
  execFileSync(process.execPath, ["--import", "tsx", "backend/database-cli.ts", "seed"], { env: serverEnv(sqlitePath, {}), stdio: "pipe" });
}

/**
 * The production server (scripts/next-server.mjs, the build in .next) on a free port and a database
 * of its own, for tests that signal, restart or break a server: the config's shared servers must
 * stay up for the other specs.
 */
export async function startOwnServer(options: { sqlitePath?: string; env?: Record<string, string> } = {}): Promise<OwnServer> {
  const sqlitePath = options.sqlitePath ?? join(mkdtempSync(join(tmpdir(), "store-own-")), "store.sqlite");
  if (!options.sqlitePath) seedSqlite(sqlitePath);
  const child = spawn(process.execPath, ["scripts/next-server.mjs", "-p", "0"], { env: serverEnv(sqlitePath, options.env ?? {}), stdio: ["ignore", "pipe", "pipe"] });
  let printed = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      printed += chunk.toString();
      const ready = /ready on (http:\/\/localhost:\d+)/.exec(printed);
      if (ready) resolve(ready[1]);
    };
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it was ready:\n${printed}`)));
  });
  return {
    url,
    sqlitePath,
    process: child,
    output: () => printed,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
