import type { BannerColours } from "./banner";
import { escapeXml, FONT_STACK, initials, svgDocument } from "./markup";

function mark(name: string, colours: BannerColours, size: number): string {
  return (
    `<rect width="${size}" height="${size}" rx="${size * 0.24}" fill="${colours.primary}"/>` +
    `<circle cx="${size * 0.78}" cy="${size * 0.22}" r="${size * 0.12}" fill="${colours.accent}"/>` +
    `<text x="${size / 2}" y="${size * 0.54}" font-size="${size * 0.42}" font-weight="800" text-anchor="middle" dominant-baseline="middle" fill="#ffffff">${escapeXml(initials(name))}</text>`
  );
}

/** A wordmark beside a square mark, 120 high and as wide as the name needs. */
export function logoSvg(name: string, tagline: string, colours: BannerColours, dark: boolean): string {
  const ink = dark ? "#f9fafb" : colours.ink;
  const width = Math.ceil(150 + Math.max(name.length * 40 * 0.6, tagline.length * 18 * 0.55));
  const body =
    `<g font-family="${FONT_STACK}">${mark(name, colours, 120)}` +
    `<text x="144" y="58" font-size="40" font-weight="800" fill="${ink}">${escapeXml(name)}</text>` +
    `<text x="146" y="94" font-size="18" fill="${dark ? colours.accent : colours.primary}" font-weight="600">${escapeXml(tagline)}</text></g>`;
  return svgDocument(width, 120, body, name);
}

export function logoMarkSvg(name: string, colours: BannerColours): string {
  return svgDocument(64, 64, `<g font-family="${FONT_STACK}">${mark(name, colours, 64)}</g>`, name);
}
