import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { onSharedInvalidate } from "@/backend/test/stale-tags";
import { productChangeTags } from "@/lib/cache/tags";
import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { getApp } from "@/backend/app";
import { ensureDatabase } from "@/backend/ensure-database";
import { PHOTO_MESSAGES } from "@/lib/validation/photo";
import { CHOOSE_PHOTO_MESSAGE } from "@/backend/schemas/console/photo-upload";
import { adminCookie, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post, signedInCookie, upload } from "@/backend/test/shopper";
import { auditListSchema } from "@/lib/api/schemas/console/audit";
import { consoleProductSavedSchema } from "@/lib/api/schemas/console/products";
import { PACK_PHOTO_SAVED_MESSAGE, PHOTO_ADDED_MESSAGE } from "./product-photos";
import { OPERATOR_STOCK_MESSAGES } from "@/backend/services/stock/set-stock";

withTestDatabase();

let db: Kysely<Database>;
let admin: string;
let mediaDir: string;
const previousMediaDir = process.env.MEDIA_DIR;

beforeAll(async () => {
  db = await ensureDatabase();
  admin = await adminCookie();
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "console-photos-"));
  process.env.MEDIA_DIR = mediaDir;
});

afterAll(async () => {
  if (previousMediaDir === undefined) delete process.env.MEDIA_DIR;
  else process.env.MEDIA_DIR = previousMediaDir;
  await fs.rm(mediaDir, { recursive: true, force: true });
});

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } });
const file = (bytes: Buffer, name: string, type: string) => ({ bytes: new Uint8Array(bytes), name, type });

async function newProduct() {
  const created = await post(
    "/api/console/products",
    { name: "Photo Test Cardamom", gst_rate: 5, packs: [{ name: "100 g", net_quantity: 100, net_unit: "g", act_price: 120, price: 110, stock: 5 }] },
    admin,
  );
  return consoleProductSavedSchema.parse(created.json).product;
}

/** The bytes' CRC-32 (PNG chunks carry one). */
function crc32(bytes: Buffer) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real PNG whose header declares another size, as a decompression bomb does (its IHDR chunk follows the 8-byte signature). */
async function declaringSize(png: Buffer, width: number, height: number) {
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  expect(await sharp(bomb).metadata()).toMatchObject({ format: "png", width, height });
  return bomb;
}

const photosOf = async (productId: number) => (await db.selectFrom("product_medias").select("src").where("product_id", "=", productId).execute()).map((row) => row.src);
async function servedWidth(mediaPath: string) {
  const response = await getApp().fetch(new Request(`http://localhost${mediaPath}`));
  expect(response.status).toBe(200);
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
}

const storedFiles = async () => (await fs.readdir(path.join(mediaDir, "products")).catch(() => [])).length;

describe("POST /api/console/products/{id}/photos", () => {
  it("stores a PNG re-encoded without its metadata, which a guest then sees on the product page in every size, and records who added it", async () => {
    const product = await newProduct();
    const png = await picture(1200, 900).png().withExif({ IFD0: { Copyright: "Private camera owner" } }).toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const answer = await upload(`/api/console/products/${product.id}/photos`, file(png, "cardamom.png", "image/png"), admin);
    expect(answer.status).toBe(200);
    const saved = consoleProductSavedSchema.parse(answer.json);
    expect(saved.message).toBe(PHOTO_ADDED_MESSAGE);
    expect(saved.product.images).toEqual([expect.stringMatching(/^products\/photo-test-cardamom-[0-9a-f]{12}\.png$/)]);
    const src = saved.product.images[0];

    const stored = await sharp(path.join(mediaDir, src)).metadata();
    expect(stored).toMatchObject({ format: "png", width: 1200, height: 900 });
    expect(stored.exif).toBeUndefined();

    const page = (await call(`/api/products/${product.slug}`)).json as { image: string; medias: { src: string }[] };
    expect(page.image).toBe(src);
    for (const [size, width] of [["small", 200], ["medium", 400], ["large", 800], ["full", 1200]] as const) {
      expect(await servedWidth(`/media/${size}/${src}`)).toBe(width);
    }

    const audit = auditListSchema.parse((await call(`/api/console/audit?entity=product&perPage=1`, { cookie: admin })).json).data[0];
    expect(audit).toMatchObject({ action: "add-photo", entity_id: String(product.id), actor: { name: "Meera Iyer" }, summary: "Added a photo to Photo Test Cardamom", after: { src } });
  });

  it.each([
    ["a JPEG", "jpeg", "jpg"],
    ["a WebP", "webp", "webp"],
  ] as const)("takes %s and adds it after the photos already there", async (_kind, format, extension) => {
    const product = await newProduct();
    await upload(`/api/console/products/${product.id}/photos`, file(await picture(400, 400).png().toBuffer(), "first.png", "image/png"), admin);
    const bytes = await picture(640, 480).toFormat(format).toBuffer();
    // The name and declared type say nothing: the bytes decide.
    const answer = await upload(`/api/console/products/${product.id}/photos`, file(bytes, "upload.bin", "application/octet-stream"), admin);
    const images = consoleProductSavedSchema.parse(answer.json).product.images;
    expect(images).toHaveLength(2);
    expect(images[1]).toMatch(new RegExp(`\\.${extension}$`));
    expect((await sharp(path.join(mediaDir, images[1])).metadata()).format).toBe(format);
  });

  it("refuses what is not a JPEG, PNG or WebP photo, or is too small, too many pixels or too large, storing nothing", async () => {
    const product = await newProduct();
    const before = await storedFiles();
    const noise = await sharp(randomBytes(1800 * 1800 * 3), { raw: { width: 1800, height: 1800, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(noise.length).toBeGreaterThan(8 * 1024 * 1024);
    const cases: [ReturnType<typeof file> | null, number, string][] = [
      [file(Buffer.from("This is a text file, not a photo"), "photo.jpg", "image/jpeg"), 400, PHOTO_MESSAGES.notAPhoto],
      [file(await picture(400, 400).gif().toBuffer(), "moving.png", "image/png"), 400, PHOTO_MESSAGES.notAPhoto],
      [file((await picture(800, 800).jpeg().toBuffer()).subarray(0, 600), "cut.jpg", "image/jpeg"), 400, PHOTO_MESSAGES.notAPhoto],
      [file(await picture(150, 900).png().toBuffer(), "thin.png", "image/png"), 400, PHOTO_MESSAGES.tooSmall],
      [file(await declaringSize(await picture(400, 400).png().toBuffer(), 10_000, 5_001), "bomb.png", "image/png"), 400, PHOTO_MESSAGES.tooManyPixels],
      [file(noise, "heavy.png", "image/png"), 413, PHOTO_MESSAGES.tooLarge],
      [null, 400, CHOOSE_PHOTO_MESSAGE],
    ];
    for (const [sent, status, message] of cases) {
      expect(await upload(`/api/console/products/${product.id}/photos`, sent, admin)).toMatchObject({ status, json: { message } });
    }
    expect(await photosOf(product.id)).toEqual([]);
    expect(await storedFiles()).toBe(before);
  });

  it("answers a guest 401, a customer 403 and another website's administrator 404, adding nothing", async () => {
    const product = await newProduct();
    const png = file(await picture(400, 400).png().toBuffer(), "p.png", "image/png");
    const customer = (await signedInCookie("9876543210")).cookie;
    const other = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    expect((await upload(`/api/console/products/${product.id}/photos`, png)).status).toBe(401);
    expect((await upload(`/api/console/products/${product.id}/photos`, png, customer)).status).toBe(403);
    expect((await upload(`/api/console/products/${product.id}/photos`, png, other, WHOLESALE_ORIGIN)).status).toBe(404);
    expect(await photosOf(product.id)).toEqual([]);
  });
});

describe("POST /api/console/packs/{id}/photo", () => {
  const packImage = async (packId: number) => (await db.selectFrom("packs").select("image").where("id", "=", packId).executeTakeFirstOrThrow()).image;

  it("gives a pack its own photo, which the product page leads with when that pack is chosen, and records it", async () => {
    const product = await newProduct();
    const pack = product.packs[0];
    const named: string[][] = [];
    const stop = onSharedInvalidate((tags) => void named.push(tags));
    const answer = await upload(`/api/console/packs/${pack.id}/photo`, file(await picture(500, 500).jpeg().toBuffer(), "pack.jpg", "image/jpeg"), admin).finally(stop);
    expect(answer.status).toBe(200);
    expect(named).toEqual([productChangeTags(1, product.id)]);
    const saved = consoleProductSavedSchema.parse(answer.json);
    expect(saved.message).toBe(PACK_PHOTO_SAVED_MESSAGE);
    const src = saved.product.packs[0].image;
    expect(src).toMatch(/^products\/photo-test-cardamom-100-g-[0-9a-f]{12}\.jpg$/);
    expect(await packImage(pack.id)).toBe(src);
    expect((await sharp(path.join(mediaDir, src!)).metadata()).format).toBe("jpeg");

    const page = (await call(`/api/products/${product.slug}`)).json as { packs: { pack_id: number; image: string | null }[] };
    expect(page.packs.find((shown) => shown.pack_id === pack.id)?.image).toBe(src);
    expect(await servedWidth(`/media/small/${src}`)).toBe(200);

    const audit = auditListSchema.parse((await call(`/api/console/audit?entity=pack&perPage=1`, { cookie: admin })).json).data[0];
    expect(audit).toMatchObject({ action: "set-photo", entity_id: String(pack.id), actor: { name: "Meera Iyer" }, summary: "New photo for Photo Test Cardamom 100 g", before: { image: null }, after: { image: src } });
  });

  it("refuses what is not a photo, and answers a guest 401, a customer 403 and another website's administrator 404, changing nothing", async () => {
    const product = await newProduct();
    const pack = product.packs[0];
    const png = file(await picture(400, 400).png().toBuffer(), "p.png", "image/png");
    const customer = (await signedInCookie("9876543210")).cookie;
    const other = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    expect(await upload(`/api/console/packs/${pack.id}/photo`, file(Buffer.from("text"), "p.png", "image/png"), admin)).toMatchObject({ status: 400, json: { message: PHOTO_MESSAGES.notAPhoto } });
    expect((await upload(`/api/console/packs/${pack.id}/photo`, png)).status).toBe(401);
    expect((await upload(`/api/console/packs/${pack.id}/photo`, png, customer)).status).toBe(403);
    expect(await upload(`/api/console/packs/${pack.id}/photo`, png, other, WHOLESALE_ORIGIN)).toMatchObject({ status: 404, json: { message: OPERATOR_STOCK_MESSAGES.unknownPack } });
    expect(await packImage(pack.id)).toBeNull();
  });
});
