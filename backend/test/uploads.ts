import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/** A fresh MEDIA_DIR for the file's tests, removed afterwards; the getter names it once the tests run. */
export function temporaryMediaDir(prefix: string): () => string {
  let mediaDir = "";
  const previous = process.env.MEDIA_DIR;
  beforeAll(async () => {
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    process.env.MEDIA_DIR = mediaDir;
  });
  afterAll(async () => {
    process.env.MEDIA_DIR = previous;
    await fs.rm(mediaDir, { recursive: true, force: true });
  });
  return () => mediaDir;
}

/** A real PNG of this size, as a browser's form would send it. */
export async function pngUpload(width: number, height: number, name = "picture.png") {
  return {
    bytes: new Uint8Array(await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toBuffer()),
    name,
    type: "image/png",
  };
}
