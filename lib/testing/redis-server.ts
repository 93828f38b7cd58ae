import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(__dirname, "..", "..");

/** A loopback port nothing listens on (right now). */
export function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("No port"))));
    });
  });
}

/**
 * A real Redis for a test file: REDIS_URL when the caller gives one, else one of the file's own,
 * started by scripts/start-redis.sh (which installs redis-server when missing) on a free port under
 * a temporary directory, and stopped by `stop()`.
 */
export async function startTestRedis(): Promise<{ url: string; stop(): void }> {
  const given = process.env.REDIS_URL?.trim();
  if (given) return { url: given, stop: () => undefined };
  const port = String(await unusedPort());
  const env = { ...process.env, REDIS_PORT: port, REDIS_DIR: mkdtempSync(join(tmpdir(), "storefront-redis-")) };
  const printed = execFileSync("bash", [join(root, "scripts", "start-redis.sh")], { env, encoding: "utf8" });
  const url = printed.trim().split("\n").pop()?.replace(/^REDIS_URL=/, "") ?? "";
  return { url, stop: () => execFileSync("bash", [join(root, "scripts", "start-redis.sh"), "stop"], { env }) };
}
