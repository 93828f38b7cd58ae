import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { getApp } from "@/backend/app";
import { withTestDatabase } from "@/backend/test/database";

withTestDatabase();

/** A stored photo wider than the large size, in its own media folder. */
let mediaDir: string;
const previousMediaDir = process.env.MEDIA_DIR;

beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "media-photos-"));
  await fs.mkdir(path.join(mediaDir, "products"));
  const photo = sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  await photo.clone().jpeg().toFile(path.join(mediaDir, "products", "photo.jpg"));
  await photo.clone().png().toFile(path.join(mediaDir, "products", "photo.png"));
  await sharp({ create: { width: 120, height: 90, channels: 3, background: "#336699" } }).jpeg().toFile(path.join(mediaDir, "products", "tiny.jpg"));
  await sharp({ create: { width: 600, height: 600, channels: 3, background: "#000000" } }).gif().toFile(path.join(mediaDir, "products", "moving.gif"));
  process.env.MEDIA_DIR = mediaDir;
});

afterAll(async () => {
  if (previousMediaDir === undefined) delete process.env.MEDIA_DIR;
  else process.env.MEDIA_DIR = previousMediaDir;
  await fs.rm(mediaDir, { recursive: true, force: true });
});

async function fetchMedia(mediaPath: string, accept?: string) {
  const response = await getApp().fetch(new Request(`http://localhost/media/${mediaPath}`, { headers: accept ? { accept } : {} }));
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, picture: response.status === 200 ? await sharp(body).metadata() : null };
}

const BROWSER_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

describe("GET /media/{size}/{photo}", () => {
  it.each([
    ["small", 200, 150],
    ["medium", 400, 300],
    ["large", 800, 600],
  ])("scales a photo down to the %s width, keeping its shape", async (size, width, height) => {
    const { response, picture } = await fetchMedia(`${size}/products/photo.jpg`, BROWSER_ACCEPT);
    expect(response.status).toBe(200);
    expect(picture).toMatchObject({ width, height });
  });

  it("sends AVIF to a browser that takes it, WebP to one that takes only WebP, and the stored format otherwise", async () => {
    const avif = await fetchMedia("medium/products/photo.jpg", BROWSER_ACCEPT);
    expect(avif.response.headers.get("content-type")).toBe("image/avif");
    expect(avif.picture?.format).toBe("heif");

    const webp = await fetchMedia("medium/products/photo.jpg", "image/webp,*/*");
    expect(webp.response.headers.get("content-type")).toBe("image/webp");
    expect(webp.picture?.format).toBe("webp");

    const jpeg = await fetchMedia("medium/products/photo.jpg", "*/*");
    expect(jpeg.response.headers.get("content-type")).toBe("image/jpeg");
    expect(jpeg.picture?.format).toBe("jpeg");

    const png = await fetchMedia("medium/products/photo.png");
    expect(png.response.headers.get("content-type")).toBe("image/png");
    expect(png.picture).toMatchObject({ format: "png", width: 400 });
  });

  it.each([
    ["a format refused with q=0", "image/avif;q=0,image/webp,*/*;q=0.8", "image/webp"],
    ["the browser's higher quality", "image/avif;q=0.5,image/webp;q=0.9", "image/webp"],
    ["the smaller format on a tie, whatever the order", "image/webp,image/avif,image/*;q=0.8", "image/avif"],
    ["only named formats, not a wildcard", "image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5", "image/jpeg"],
  ])("follows the Accept header's qualities: %s", async (_case, accept, contentType) => {
    const { response } = await fetchMedia("small/products/photo.jpg", accept);
    expect(response.headers.get("content-type")).toBe(contentType);
  });

  it("keeps one ETag for an unchanged photo and makes a new picture when the file is replaced", async () => {
    const file = path.join(mediaDir, "products", "replaced.jpg");
    await sharp({ create: { width: 900, height: 900, channels: 3, background: "#aa2200" } }).jpeg().toFile(file);
    const first = await fetchMedia("small/products/replaced.jpg", BROWSER_ACCEPT);
    const again = await fetchMedia("small/products/replaced.jpg", BROWSER_ACCEPT);
    expect(again.response.headers.get("etag")).toBe(first.response.headers.get("etag"));

    await sharp({ create: { width: 900, height: 450, channels: 3, background: "#0022aa" } }).jpeg().toFile(file);
    await fs.utimes(file, new Date(), new Date(Date.now() + 5_000));
    const replaced = await fetchMedia("small/products/replaced.jpg", BROWSER_ACCEPT);
    expect(replaced.response.headers.get("etag")).not.toBe(first.response.headers.get("etag"));
    expect(replaced.picture).toMatchObject({ width: 200, height: 100 });
  });

  it("answers a stored file it cannot read as a photo with a server error, not as missing", async () => {
    await fs.writeFile(path.join(mediaDir, "products", "broken.jpg"), "not a picture");
    const { response } = await fetchMedia("small/products/broken.jpg", BROWSER_ACCEPT);
    expect(response.status).toBe(500);
  });

  it("says the reply varies by Accept and gives each format its own ETag", async () => {
    const avif = await fetchMedia("small/products/photo.jpg", BROWSER_ACCEPT);
    const jpeg = await fetchMedia("small/products/photo.jpg", "*/*");
    expect(avif.response.headers.get("vary")).toBe("Accept");
    expect(jpeg.response.headers.get("vary")).toBe("Accept");
    expect(avif.response.headers.get("etag")).not.toBe(jpeg.response.headers.get("etag"));
  });

  it("is smaller than the stored photo", async () => {
    const stored = await fs.stat(path.join(mediaDir, "products", "photo.jpg"));
    const { body } = await fetchMedia("medium/products/photo.jpg", BROWSER_ACCEPT);
    expect(body.length).toBeLessThan(stored.size);
  });

  it("never enlarges a photo smaller than the size", async () => {
    const { picture } = await fetchMedia("large/products/tiny.jpg", "*/*");
    expect(picture).toMatchObject({ width: 120, height: 90 });
  });

  it("serves the full photo as stored, and a GIF untouched at any size", async () => {
    const full = await fetchMedia("full/products/photo.jpg", BROWSER_ACCEPT);
    expect(full.response.headers.get("content-type")).toBe("image/jpeg");
    expect(full.response.headers.get("vary")).toBeNull();
    expect(full.picture).toMatchObject({ width: 1600, height: 1200 });

    const gif = await fetchMedia("small/products/moving.gif", BROWSER_ACCEPT);
    expect(gif.response.headers.get("content-type")).toBe("image/gif");
    expect(gif.picture).toMatchObject({ format: "gif", width: 600 });
  });
});
