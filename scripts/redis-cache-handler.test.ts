import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestRedis, unusedPort } from "@/lib/testing/redis-server";
import RedisCacheHandler, { expireTags } from "@/scripts/redis-cache-handler.mjs";
import { closeSharedRedis } from "@/scripts/redis-connection.mjs";

let redis: Awaited<ReturnType<typeof startTestRedis>>;
let serverDistDir: string;
/** Tags of this run, so a shared REDIS_URL's earlier expiries do not meet them. */
const run = Math.random().toString(36).slice(2);
const tag = (name: string) => `${name}-${run}`;

function distDirWithBuild(buildId: string): string {
  const dist = mkdtempSync(join(tmpdir(), "storefront-next-"));
  mkdirSync(join(dist, "server"));
  writeFileSync(join(dist, "BUILD_ID"), buildId);
  return join(dist, "server");
}

function page(html: string, tags: string[]) {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
    headers: { "x-next-cache-tags": tags.join(",") },
    status: 200,
    postponed: undefined,
  };
}

const pageContext = { kind: "APP_PAGE", isFallback: false, cacheControl: { revalidate: 60, expire: 3660 } };
/** Expiry is by the millisecond: a write and an expiry in the same one would be ambiguous. */
const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 5));
const fetchContext = (tags: string[]) => ({ kind: "FETCH", fetchCache: true, revalidate: 60, tags, softTags: [] });

const givenRedisUrl = process.env.REDIS_URL;

beforeAll(async () => {
  redis = await startTestRedis();
  process.env.REDIS_URL = redis.url;
  serverDistDir = distDirWithBuild(`build-${run}`);
});

afterAll(async () => {
  await closeSharedRedis();
  redis.stop();
  if (givenRedisUrl === undefined) delete process.env.REDIS_URL;
});

test("a page is read back whole, Buffers and segment map included, by a handler of the same build", async () => {
  const key = `/products/rice-${run}`;
  await new RedisCacheHandler({ serverDistDir }).set(key, page("<p>₹61</p>", [tag("catalogue:1")]), pageContext);

  const entry = await new RedisCacheHandler({ serverDistDir }).get(key, { kind: "APP_PAGE", softTags: [] });

  expect(entry?.value.html).toBe("<p>₹61</p>");
  expect(Buffer.isBuffer(entry?.value.rscData)).toBe(true);
  expect(entry?.value.rscData.toString()).toBe("rsc of <p>₹61</p>");
  expect(entry?.value.segmentData.get("/_tree").toString()).toBe("tree");
  expect(entry?.cacheControl).toEqual({ revalidate: 60, expire: 3660 });
  expect(await new RedisCacheHandler({ serverDistDir: distDirWithBuild(`other-${run}`) }).get(key, { kind: "APP_PAGE", softTags: [] })).toBeNull();
});

test("revalidating a tag expires the pages and data carrying it, and only those", async () => {
  const handler = new RedisCacheHandler({ serverDistDir });
  const stale = tag("product:42");
  await handler.set(`/p42-${run}`, page("old", [tag("website:1"), stale]), pageContext);
  await handler.set(`data42-${run}`, { kind: "FETCH", data: { price: 61 }, revalidate: 60 }, fetchContext([stale]));
  await handler.set(`/p43-${run}`, page("other", [tag("website:1"), tag("product:43")]), pageContext);
  await aMomentLater();

  await new RedisCacheHandler({ serverDistDir }).revalidateTag([stale], { expire: 0 });

  expect(await handler.get(`/p42-${run}`, { kind: "APP_PAGE", softTags: [] })).toBeNull();
  expect(await handler.get(`data42-${run}`, fetchContext([stale]))).toBeNull();
  expect((await handler.get(`/p43-${run}`, { kind: "APP_PAGE", softTags: [] }))?.value.html).toBe("other");
});

test("a tag of the reading request (an implicit path tag) expires the entry too", async () => {
  const handler = new RedisCacheHandler({ serverDistDir });
  await handler.set(`data-soft-${run}`, { kind: "FETCH", data: 1, revalidate: 60 }, fetchContext([]));
  await aMomentLater();
  await expireTags([tag("_N_T_/products")]);
  expect(await handler.get(`data-soft-${run}`, { ...fetchContext([]), softTags: [tag("_N_T_/products")] })).toBeNull();
});

test("a page whose build started before its tag expired is not kept as fresh, the next build is", async () => {
  const handler = new RedisCacheHandler({ serverDistDir });
  const key = `/racing-${run}`;
  const catalogue = tag("catalogue:9");
  expect(await handler.get(key, { kind: "APP_PAGE", softTags: [] })).toBeNull();
  await aMomentLater();
  await expireTags([catalogue]);
  await handler.set(key, page("built from the old price", [catalogue]), pageContext);

  expect(await handler.get(key, { kind: "APP_PAGE", softTags: [] })).toBeNull();
  await aMomentLater();
  await handler.set(key, page("built from the new price", [catalogue]), pageContext);
  expect((await handler.get(key, { kind: "APP_PAGE", softTags: [] }))?.value.html).toBe("built from the new price");
});

test("without a reachable Redis a read is a miss and a write does nothing, with one logged line", async () => {
  const closed = await unusedPort();
  const script = `
    import Handler from "./scripts/redis-cache-handler.mjs";
    const handler = new Handler({ serverDistDir: ${JSON.stringify(serverDistDir)} });
    await handler.set("/k", { kind: "FETCH", data: 1, revalidate: 60 }, { fetchCache: true, tags: [] });
    console.log(JSON.stringify(await handler.get("/k", { kind: "FETCH", tags: [], softTags: [] })));
    process.exit(0);`;
  const result = spawnSync("node", ["--input-type=module", "-e", script], {
    cwd: join(__dirname, ".."),
    env: { ...process.env, REDIS_URL: `redis://127.0.0.1:${closed}` },
    encoding: "utf8",
  });
  expect(result.status).toBe(0);
  expect(result.stdout.trim()).toBe("null");
  expect(result.stderr.match(/\[redis-cache\].*/g)).toEqual([expect.stringContaining("Writing the cache failed, building without the shared cache")]);
});
