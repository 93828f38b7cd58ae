import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { createClient } from "redis";
import { invalidate, onInvalidate } from "@/backend/cache/invalidation";
import { startTestRedis, unusedPort } from "@/lib/testing/redis-server";
import { connectInvalidationRelay, startCrossProcessInvalidation, tagsFromMessage } from "@/scripts/cross-process-invalidation.mjs";
import { TAG_EXPIRIES_KEY } from "@/scripts/redis-cache-handler.mjs";
import { closeSharedRedis } from "@/scripts/redis-connection.mjs";

type Origin = "local" | "peer";
type Listener = (tags: string[], origin: Origin) => void | Promise<void>;

let redis: Awaited<ReturnType<typeof startTestRedis>>;
const stops: Array<() => Promise<void> | void> = [];
const run = Math.random().toString(36).slice(2);

/** Resolves with the first call of a listener added to `registry` that `accept` takes. */
function nextCall(add: (listener: Listener) => void, accept: (tags: string[]) => boolean): Promise<{ tags: string[]; origin: Origin }> {
  return new Promise((resolve) => add((tags, origin) => (accept(tags) ? resolve({ tags, origin }) : undefined)));
}

const givenRedisUrl = process.env.REDIS_URL;

beforeAll(async () => {
  redis = await startTestRedis();
  process.env.REDIS_URL = redis.url;
});

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  await closeSharedRedis();
  redis.stop();
  if (givenRedisUrl === undefined) delete process.env.REDIS_URL;
});

test("a write in one process reaches the other's listeners as a peer's, is expired in Next's shared cache before it answers, and is not sent back", async () => {
  // This process's registry (the backend's) is one storefront process, `other` a second one.
  const here = await startCrossProcessInvalidation();
  const other = new Set<Listener>();
  const otherRelay = await connectInvalidationRelay(other);
  stops.push(() => here?.stop(), () => otherRelay.stop());
  const heardHere: Array<{ tags: string[]; origin: Origin }> = [];
  stops.push(onInvalidate((tags, origin) => void heardHere.push({ tags, origin })));

  const product = `product:${run}`;
  const arrived = nextCall((listener) => other.add(listener), (tags) => tags.includes(product));
  await invalidate([`catalogue:${run}`, product]);

  expect(await arrived).toEqual({ tags: [`catalogue:${run}`, product], origin: "peer" });
  // Next's shared cache already holds the expiry when the write answers.
  const reader = await createClient({ url: redis.url }).connect();
  stops.push(() => reader.close());
  const expiries = await reader.hmGet(TAG_EXPIRIES_KEY, [`catalogue:${run}`, product]);
  expect(expiries.every((value) => Number(value) > 0 && Number(value) <= Date.now())).toBe(true);

  // A write in the other process comes here as a peer's; the first write never came back.
  const sentinel = `website:${run}`;
  const back = nextCall((listener) => void stops.push(onInvalidate(listener)), (tags) => tags.includes(sentinel));
  for (const listener of other) await listener([sentinel], "local");
  expect(await back).toEqual({ tags: [sentinel], origin: "peer" });
  expect(heardHere).toEqual([
    { tags: [`catalogue:${run}`, product], origin: "local" },
    { tags: [sentinel], origin: "peer" },
  ]);
});

test("a message that is not a list of tags from another process is ignored", () => {
  expect(tagsFromMessage(JSON.stringify({ from: "other", tags: ["product:1"] }), "me")).toEqual(["product:1"]);
  expect(tagsFromMessage(JSON.stringify({ from: "me", tags: ["product:1"] }), "me")).toBeNull();
  expect(tagsFromMessage("not json", "me")).toBeNull();
  expect(tagsFromMessage(JSON.stringify({ from: "other", tags: "product:1" }), "me")).toBeNull();
  expect(tagsFromMessage(JSON.stringify({ from: "other", tags: [1, ""] }), "me")).toBeNull();
});

test("a storefront process whose REDIS_URL cannot be reached does not start", async () => {
  const closed = await unusedPort();
  const result = spawnSync("node", ["scripts/next-server.mjs", "-p", "0"], {
    cwd: join(__dirname, ".."),
    env: { ...process.env, REDIS_URL: `redis://:secret@127.0.0.1:${closed}` },
    encoding: "utf8",
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`[storefront] Cannot reach Redis at REDIS_URL (redis://:***@127.0.0.1:${closed}): connect ECONNREFUSED`);
  expect(result.stderr).not.toContain("secret");
});
