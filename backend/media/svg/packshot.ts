import type { Palette } from "@/backend/seed/categories";
import type { PackShape } from "@/backend/seed/pack-ladders";
import { escapeXml, FONT_STACK, hashOf, mix, svgDocument, textBlock, wrapText } from "./markup";
import { PACK_SHAPES, type LabelArea } from "./pack-shapes";

export interface PackshotInput {
  name: string;
  brand: string;
  packLabel: string;
  shape: PackShape;
  palette: Palette;
  /** 1 front, 2 back of pack, 3 two packs together. */
  variant: number;
}

const SIZE = 800;
const INK = "#1f2937";

const sheen =
  `<linearGradient id="sheen" x1="0" x2="1" y1="0" y2="0">` +
  `<stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/>` +
  `<stop offset="0.75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>`;

function frontLabel(area: LabelArea, input: PackshotInput): string {
  const title = input.name.startsWith(input.brand) ? input.name.slice(input.brand.length).trim() : input.name;
  const fontSize = title.length > 36 ? 28 : 33;
  const lines = wrapText(title, Math.floor(area.width / (fontSize * 0.56))).slice(0, 4);
  const cx = area.x + area.width / 2;
  return (
    `<rect x="${area.x}" y="${area.y}" width="${area.width}" height="${area.height}" rx="22" fill="#ffffff"/>` +
    `<text x="${cx}" y="${area.y + 44}" font-size="${area.width < 250 ? 16 : 21}" font-weight="700" letter-spacing="${area.width < 250 ? 2 : 3}" text-anchor="middle" fill="${input.palette.primary}">${escapeXml(input.brand.toUpperCase())}</text>` +
    `<rect x="${cx - 40}" y="${area.y + 62}" width="80" height="5" rx="2.5" fill="${input.palette.accent}"/>` +
    textBlock(lines, cx, area.y + area.height / 2 + 18, fontSize, `font-weight="800" text-anchor="middle" fill="${INK}"`) +
    `<text x="${cx}" y="${area.y + area.height - 24}" font-size="20" text-anchor="middle" fill="#6b7280">${escapeXml(input.packLabel)}</text>`
  );
}

function backLabel(area: LabelArea, input: PackshotInput): string {
  const hash = hashOf(input.name);
  const bars = Array.from({ length: 6 }, (_, index) => {
    const width = area.width - 48 - ((hash >> (index * 3)) % 7) * 14;
    return `<rect x="${area.x + 24}" y="${area.y + 78 + index * 22}" width="${width}" height="9" rx="4.5" fill="#d1d5db"/>`;
  }).join("");
  const barcode = Array.from({ length: 28 }, (_, index) => {
    const width = 1 + ((hash >> (index % 29)) & 3);
    return `<rect x="${area.x + 24 + index * 7}" y="${area.y + area.height - 78}" width="${width}" height="52" fill="${INK}"/>`;
  }).join("");
  return (
    `<rect x="${area.x}" y="${area.y}" width="${area.width}" height="${area.height}" rx="22" fill="#ffffff"/>` +
    `<text x="${area.x + 24}" y="${area.y + 48}" font-size="20" font-weight="800" fill="${input.palette.primary}">INFORMATION</text>` +
    bars +
    barcode
  );
}

function sizeBadge(input: PackshotInput): string {
  const fontSize = input.packLabel.length > 9 ? 19 : input.packLabel.length > 5 ? 26 : 34;
  const lines = wrapText(input.packLabel, 10).slice(0, 3);
  return (
    `<circle cx="585" cy="610" r="78" fill="${input.palette.accent}" stroke="#ffffff" stroke-width="8"/>` +
    textBlock(lines, 585, 612, fontSize, `font-weight="800" text-anchor="middle" fill="${INK}"`)
  );
}

function pack(input: PackshotInput, back: boolean): string {
  const drawing = PACK_SHAPES[input.shape];
  const trim = mix(input.palette.primary, "#000000", 0.25);
  return (
    drawing.body(input.palette.primary, trim) +
    drawing.body("url(#sheen)", "url(#sheen)") +
    (back ? backLabel(drawing.label, input) : frontLabel(drawing.label, input))
  );
}

export function packshotSvg(input: PackshotInput): string {
  const { light, accent } = input.palette;
  const backdrop =
    input.variant === 3
      ? `<rect width="${SIZE}" height="${SIZE}" fill="${mix(accent, "#ffffff", 0.55)}"/><rect y="600" width="${SIZE}" height="200" fill="${mix(accent, "#78350f", 0.35)}" opacity="0.5"/>`
      : `<rect width="${SIZE}" height="${SIZE}" fill="${light}"/><circle cx="400" cy="400" r="310" fill="${accent}" opacity="0.35"/>`;
  const shadow = `<ellipse cx="400" cy="700" rx="240" ry="26" fill="#000000" opacity="0.12"/>`;
  let scene: string;
  if (input.variant === 3) {
    scene =
      `<defs>${sheen}<g id="pack">${pack(input, false)}</g></defs>` +
      `<ellipse cx="400" cy="705" rx="320" ry="30" fill="#000000" opacity="0.12"/>` +
      `<use href="#pack" transform="translate(-60 150) scale(0.78)"/>` +
      `<use href="#pack" transform="translate(210 110) scale(0.8)"/>`;
  } else {
    scene = `<defs>${sheen}</defs>${shadow}${pack(input, input.variant === 2)}${input.variant === 1 ? sizeBadge(input) : ""}`;
  }
  const body = `<g font-family="${FONT_STACK}">${backdrop}${scene}</g>`;
  return svgDocument(SIZE, SIZE, body, `${input.name}, ${input.packLabel}`);
}
