import fs from "node:fs";
import { sql } from "kysely";
import { getDb } from "@/backend/db/database";
import { readDatabaseConfig } from "@/backend/config";
import { markShuttingDown } from "@/backend/http/lifecycle";
import { call } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";

withTestDatabase();

const onSqlite = readDatabaseConfig().dialect === "sqlite";
const sqlitePath = () => {
  const config = readDatabaseConfig();
  if (config.dialect !== "sqlite") throw new Error("SQLite only");
  return config.path;
};

describe("GET /api/health and /api/ready", () => {
  it("answers live and ready on a migrated database, without a session or a website", async () => {
    expect(await call("/api/health")).toMatchObject({ status: 200, json: { status: "ok" } });
    const ready = await call("/api/ready");
    expect(ready).toMatchObject({ status: 200, json: { status: "ready" } });
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(ready.headers.getSetCookie()).toEqual([]);
  });

  // Only SQLite keeps the store in a file that can vanish under a running server; PostgreSQL's
  // counterpart, an unreachable server, is covered by backend/database-cli.test.ts.
  if (onSqlite) it("a deleted SQLite file turns readiness red and makes writes fail with 503, never recreating it", async () => {
    const file = sqlitePath();
    // Everything into the main file first, so that its bytes alone are the whole database.
    await sql`pragma wal_checkpoint(truncate)`.execute(getDb());
    const saved = fs.readFileSync(file);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });

    const ready = await call("/api/ready");
    expect(ready).toMatchObject({ status: 503, json: { status: "unavailable", message: expect.stringContaining("was deleted or replaced") } });
    const write = await post("/api/cart/add", { pack_id: 1, warehouse_id: 1 });
    expect(write).toMatchObject({ status: 503, json: { message: "The store is not available right now. Please try again in a moment." } });
    expect(write.headers.get("retry-after")).toBe("30");
    expect(await call("/api/ready")).toMatchObject({ status: 503, json: { message: expect.stringContaining("does not exist") } });
    expect(fs.existsSync(file)).toBe(false);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("database unavailable"));

    fs.writeFileSync(file, saved);
    expect(await call("/api/ready")).toMatchObject({ status: 200 });
    errors.mockRestore();
  });

  it("says not ready once the process is shutting down", async () => {
    markShuttingDown();
    expect(await call("/api/ready")).toMatchObject({ status: 503, json: { status: "unavailable", message: "the process is shutting down" } });
    expect(await call("/api/health")).toMatchObject({ status: 200 });
  });
});
