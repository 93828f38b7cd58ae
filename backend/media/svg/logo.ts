import type { BannerColours } from "./banner";
import { escapeXml, FONT_STACK, initials, svgDocument, textBlock, wrapText } from "./markup";

function mark(name: string, colours: BannerColours, size: number): string {
  return (
    `<rect width="${size}" height="${size}" rx="${size * 0.24}" fill="${colours.primary}"/>` +
    `<circle cx="${size * 0.78}" cy="${size * 0.22}" r="${size * 0.12}" fill="${colours.accent}"/>` +
    `<text x="${size / 2}" y="${size * 0.54}" font-size="${size * 0.42}" font-weight="800" text-anchor="middle" dominant-baseline="middle" fill="#ffffff">${escapeXml(initials(name))}</text>`
  );
}

/** Characters of the name per wordmark line: a phone's header gives the logo about 140 px of width. */
const WORDMARK_LINE_CHARS = 12;

/**
 * A wordmark beside a square mark, 120 high and as wide as the name needs. A long name takes two
 * lines and no tagline is drawn: squeezed into a phone's header, small words became unreadable.
 */
export function logoSvg(name: string, colours: BannerColours, dark: boolean): string {
  const ink = dark ? "#f9fafb" : colours.ink;
  const lines = wrapText(name, WORDMARK_LINE_CHARS);
  const size = lines.length > 1 ? 44 : 52;
  const longest = Math.max(...lines.map((line) => line.length));
  const width = Math.ceil(150 + longest * size * 0.6);
  const body = `<g font-family="${FONT_STACK}">${mark(name, colours, 120)}${textBlock(lines, 144, 62, size, `font-weight="800" fill="${ink}"`)}</g>`;
  return svgDocument(width, 120, body, name);
}

export function logoMarkSvg(name: string, colours: BannerColours): string {
  return svgDocument(64, 64, `<g font-family="${FONT_STACK}">${mark(name, colours, 64)}</g>`, name);
}
