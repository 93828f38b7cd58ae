import sharp from "sharp";
import { getApp } from "@/backend/app";
import { call } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";
import { MALFORMED_PATH_MESSAGE } from "@/scripts/malformed-path.mjs";

withTestDatabase();

const PRODUCT = "products/kisan-gold-toor-dal-1.svg";

describe("GET /media", () => {
  it.each([
    ["small", 200],
    ["medium", 400],
    ["large", 800],
  ])("serves SVGs at the %s size", async (size, width) => {
    const response = await call(`/media/${size}/${PRODUCT}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.text).toMatch(new RegExp(`^<svg width="${width}" height="${width}" `));
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each([
    [`/media/og/${PRODUCT}.png`, "a square product SVG"],
    ["/media/og/banners/annapurna/hero-1.svg.png", "a wide banner SVG"],
    ["/media/og/no-image.png.png", "a PNG"],
  ])("serves %s (%s) as a 1200×630 PNG for social networks", async (path) => {
    const response = await getApp().fetch(new Request(`http://localhost${path}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const picture = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(picture).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("has no social picture for an image that does not exist", async () => {
    expect((await call("/media/og/products/no-such-image.svg.png")).status).toBe(404);
  });

  it("keeps the aspect ratio of wide banners", async () => {
    const response = await call("/media/large/banners/annapurna/hero-1.svg");
    expect(response.text).toMatch(/^<svg width="800" height="250" /);
  });

  it("serves the full image without a size, or with size full", async () => {
    const full = await call(`/media/${PRODUCT}`);
    expect(full.status).toBe(200);
    expect(full.text).toMatch(/^<svg [^>]*width="800" height="800"/);
    expect((await call(`/media/full/${PRODUCT}`)).text).toBe(full.text);
  });

  it("serves the no-image fallback as a real PNG at any size", async () => {
    for (const path of ["/media/no-image.png", "/media/medium/no-image.png"]) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.text.startsWith("\uFFFDPNG")).toBe(true);
    }
  });

  it("serves every kind of seeded image", async () => {
    for (const path of ["logos/annapurna-store.svg", "logos/bulk-bazaar-icon.svg", "categories/rice-grains.svg", "suppliers/deccan-agro-traders.svg", "banners/bulk-bazaar/popup.svg", "products/bulk/royal-harvest-classic-basmati-rice-1.svg"]) {
      expect((await call(`/media/small/${path}`)).status).toBe(200);
    }
  });

  it("answers 304 when the ETag matches", async () => {
    const first = await call(`/media/small/${PRODUCT}`);
    const again = await call(`/media/small/${PRODUCT}`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });

  it("answers 404 JSON for missing images and unknown kinds", async () => {
    for (const path of ["/media/products/nope.svg", "/media/medium/nope.png", "/media/medium", "/media/database.sqlite"]) {
      const response = await call(path);
      expect(response.status).toBe(404);
      expect(response.json).toHaveProperty("message");
    }
  });

  it.each([
    "/media/..%2F..%2Fetc%2Fpasswd",
    "/media/products%2F..%2F..%2Fstore.sqlite.svg",
    "/media/medium/..%5C..%5Csecret.svg",
    "/media/.seed-media-version",
    "/media/medium/products/%2e%2e%2f%2e%2e%2fx.svg",
    "/media/products//a.svg",
  ])("refuses the traversal attempt %s", async (path) => {
    const response = await call(path);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: "Invalid media path" });
  });

  it.each(["/media/%E0%A4%A", "/media/products/a%00.svg"])("refuses %s, which does not decode to a path, before it reaches the media route", async (path) => {
    const response = await call(path);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: MALFORMED_PATH_MESSAGE });
  });
});
