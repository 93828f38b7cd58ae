import { spawnSync } from "node:child_process";

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
