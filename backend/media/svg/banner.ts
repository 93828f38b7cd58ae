import { escapeXml, FONT_STACK, mix, svgDocument, textBlock, wrapText } from "./markup";
import { PACK_SHAPES } from "./pack-shapes";

export interface BannerColours {
  primary: string;
  accent: string;
  light: string;
  ink: string;
}

export interface BannerInput {
  title: string;
  subtitle: string;
  cta: string;
  colours: BannerColours;
  width: number;
  height: number;
}

const MOTIF_SHAPES = ["bag", "bottle", "jar"] as const;

/** Three unlabelled packs standing together; 800 × 800 units before scaling. */
function motif(colours: BannerColours, x: number, y: number, scale: number): string {
  const fills = [colours.accent, "#ffffff", mix(colours.accent, colours.primary, 0.5)];
  return MOTIF_SHAPES.map((shape, index) => {
    const drawing = PACK_SHAPES[shape];
    const fill = fills[index];
    const label = drawing.label;
    const offset = x + (index - 1) * 300 * scale;
    return (
      `<g transform="translate(${offset - 400 * scale} ${y}) scale(${scale})">` +
      drawing.body(fill, mix(fill, "#000000", 0.3)) +
      `<rect x="${label.x + 20}" y="${label.y + 40}" width="${label.width - 40}" height="${label.height - 120}" rx="18" fill="${colours.primary}" opacity="0.18"/>` +
      `</g>`
    );
  }).join("");
}

export function bannerSvg({ title, subtitle, cta, colours, width, height }: BannerInput): string {
  const wide = width / height > 2;
  const dark = mix(colours.primary, "#000000", 0.35);
  const titleSize = wide ? 76 : 56;
  const titleLines = wrapText(title, wide ? 18 : 20);
  const textX = wide ? 110 : 60;
  const titleY = wide ? height / 2 - 60 : 130;
  // The narrow picture is drawn at 300-400 px on phones and in card rows: its small words stay 12 px or more there.
  const subtitleSize = wide ? 30 : 32;
  const ctaSize = wide ? 26 : 32;
  const subtitleLines = wrapText(subtitle, wide ? 60 : 34);
  const subtitleSpan = (subtitleLines.length - 1) * subtitleSize * 1.15;
  const subtitleY = titleY + (titleLines.length * titleSize * 1.15) / 2 + 34 + subtitleSpan / 2;
  const ctaY = subtitleY + subtitleSpan / 2 + subtitleSize + 20;
  const ctaHeight = Math.round(ctaSize * 2.46);
  const ctaWidth = Math.max(180, Math.round(cta.length * ctaSize * 0.58 + 70));
  const button = cta
    ? `<rect x="${textX}" y="${ctaY}" width="${ctaWidth}" height="${ctaHeight}" rx="${ctaHeight / 2}" fill="${colours.accent}"/>` +
      `<text x="${textX + ctaWidth / 2}" y="${ctaY + ctaHeight / 2 + 1}" font-size="${ctaSize}" font-weight="700" text-anchor="middle" dominant-baseline="middle" fill="${colours.ink}">${escapeXml(cta)}</text>`
    : "";
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.primary}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<g font-family="${FONT_STACK}">` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.15}" r="${height * 0.55}" fill="${colours.accent}" opacity="0.18"/>` +
    `<circle cx="${width * 0.7}" cy="${height * 1.05}" r="${height * 0.45}" fill="#ffffff" opacity="0.08"/>` +
    (wide ? motif(colours, width * 0.8, height * 0.12, 0.46) : motif(colours, width * 0.62, height * 0.5, 0.36)) +
    textBlock(titleLines, textX, titleY, titleSize, `font-weight="800" fill="#ffffff"`) +
    textBlock(subtitleLines, textX, subtitleY, subtitleSize, `fill="${colours.light}"`) +
    button +
    `</g>`;
  return svgDocument(width, height, body, `${title}. ${subtitle}`);
}
