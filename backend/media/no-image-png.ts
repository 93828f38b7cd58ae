import { deflateSync } from "node:zlib";

const SIZE = 400;
const BACKGROUND = [243, 244, 246];
const INK = [156, 163, 175];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Inside the triangle a-b-c (same-side test). */
function inTriangle(x: number, y: number, [ax, ay, bx, by, cx, cy]: number[]): boolean {
  const side = (px: number, py: number, qx: number, qy: number) => (qx - px) * (y - py) - (qy - py) * (x - px);
  const d1 = side(ax, ay, bx, by);
  const d2 = side(bx, by, cx, cy);
  const d3 = side(cx, cy, ax, ay);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

/** A picture-frame pictogram: frame, sun and two hills. */
function isInk(x: number, y: number): boolean {
  const inOuter = x >= 110 && x <= 290 && y >= 130 && y <= 270;
  const inInner = x >= 122 && x <= 278 && y >= 142 && y <= 258;
  if (inOuter && !inInner) return true;
  if (!inInner) return false;
  if ((x - 240) ** 2 + (y - 180) ** 2 <= 16 ** 2) return true;
  return inTriangle(x, y, [122, 258, 180, 195, 238, 258]) || inTriangle(x, y, [190, 258, 235, 215, 278, 258]);
}

/** The storefront's fallback image, encoded here so nothing is downloaded or checked in. */
export function noImagePng(): Buffer {
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 3));
  for (let y = 0; y < SIZE; y++) {
    const rowStart = y * (1 + SIZE * 3);
    rows[rowStart] = 0;
    for (let x = 0; x < SIZE; x++) {
      const [r, g, b] = isInk(x, y) ? INK : BACKGROUND;
      rows.set([r, g, b], rowStart + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
