import { areTagsExpired, tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { invalidate } from "@/backend/cache/invalidation";
import { expireInTagManifest, expirePagesOnInvalidate } from "@/scripts/page-expiry.mjs";

const PAGE_INVALIDATION = Symbol.for("storefront.page-invalidation");
const INVALIDATION_REGISTRY = Symbol.for("storefront.cache-invalidation");

describe("page expiry outside Next's requests", () => {
  const redisUrl = process.env.REDIS_URL;
  afterEach(() => {
    if (redisUrl === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = redisUrl;
  });

  it("expires what Next's default cache handler holds with the tag, and nothing else", () => {
    const manifest = new Map<string, { stale?: number; expired?: number }>();
    const cachedAt = Date.now() - 1000;
    expireInTagManifest(["product:7"], manifest);
    expect(manifest.get("product:7")).toEqual({ stale: expect.any(Number), expired: expect.any(Number) });
    expect(manifest.get("product:7")!.expired).toBeGreaterThan(cachedAt);
    expect(manifest.has("product:8")).toBe(false);
  });

  it("a backend invalidation marks the tag expired where Next checks it, and keeps the route handlers' listener out", async () => {
    delete process.env.REDIS_URL;
    expirePagesOnInvalidate();
    expect((globalThis as Record<symbol, unknown>)[PAGE_INVALIDATION]).toBe(true);
    const cachedAt = performance.timeOrigin + performance.now() - 1000;
    expect(areTagsExpired(["catalogue:41"], cachedAt)).toBe(false);
    await invalidate(["catalogue:41"]);
    expect(areTagsExpired(["catalogue:41"], cachedAt)).toBe(true);
    expect(tagsManifest.has("catalogue:42")).toBe(false);
  });

  it("with REDIS_URL adds no listener: the cross-process relay expires the tags in the shared cache", () => {
    process.env.REDIS_URL = "redis://127.0.0.1:1";
    const holder: Record<symbol, unknown> = {};
    expirePagesOnInvalidate(holder);
    expect(holder[PAGE_INVALIDATION]).toBe(true);
    expect(holder[INVALIDATION_REGISTRY]).toBeUndefined();
  });
});
