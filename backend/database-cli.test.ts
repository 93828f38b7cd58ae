import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";

/** The database CLI that `npm start` runs before serving: a database it cannot reach stops the start. */
describe("npm run db with an unreachable PostgreSQL", () => {
  it("exits non-zero and says which database it could not reach", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "backend/database-cli.ts", "migrate"], {
      env: { ...process.env, DATABASE_URL: "postgres://store:store@127.0.0.1:1/store", DATABASE_SCHEMA: "" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Cannot reach the database: connect ECONNREFUSED 127.0.0.1:1. Check DATABASE_URL and that the server is running.");
  });
});

describe("npm run db with a SQLite database that vanished", () => {
  let dir: string;
  let database: string;
  const db = (command: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "backend/database-cli.ts", command], {
      env: { ...process.env, DATABASE_URL: "", SQLITE_PATH: database, MEDIA_DIR: join(dir, "media") },
      encoding: "utf8",
    });
  const removeDatabase = () => {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
  };
  const websites = () => {
    const sqlite = new SqliteDatabase(database, { readonly: true });
    try {
      return (sqlite.prepare("select count(*) as n from websites").get() as { n: number }).n;
    } finally {
      sqlite.close();
    }
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "store-cli-"));
    database = join(dir, "store.sqlite");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("seeds the demo on a first start and records that a store lives there", () => {
    const first = db("seed");
    expect(first.status).toBe(0);
    expect(first.stdout).toContain("Seeded the demo data");
    expect(existsSync(`${database}.created`)).toBe(true);
    expect(websites()).toBeGreaterThan(0);
  });

  it("stops the start with a clear message, writing nothing, when the database file is gone", () => {
    expect(db("seed").status).toBe(0);
    removeDatabase();
    for (const command of ["seed", "migrate"]) {
      const again = db(command);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain(`The store's database is missing or empty: ${database} held a store set up on`);
      expect(again.stderr).toContain("Restore the database from a backup, or run `npm run db -- reset` to start over with the demo data.");
      expect(existsSync(database)).toBe(false);
    }
  });

  it("refuses to seed an emptied database too, and reset brings the demo back when the operator asks", () => {
    expect(db("seed").status).toBe(0);
    removeDatabase();
    writeFileSync(database, "");
    expect(db("seed").status).toBe(1);
    const reset = db("reset");
    expect(reset.status).toBe(0);
    expect(websites()).toBeGreaterThan(0);
    expect(db("seed").stdout).toContain("seed skipped");
  });
});
