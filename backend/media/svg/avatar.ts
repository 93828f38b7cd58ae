import { escapeXml, FONT_STACK, initials, mix, svgDocument } from "./markup";

/** Initials on a soft disc (categories) or tile (suppliers), 200 × 200. */
export function avatarSvg(name: string, colour: string, shape: "circle" | "tile"): string {
  const background = mix(colour, "#ffffff", 0.85);
  const frame =
    shape === "circle"
      ? `<circle cx="100" cy="100" r="96" fill="${background}" stroke="${colour}" stroke-width="6"/>`
      : `<rect x="4" y="4" width="192" height="192" rx="36" fill="${background}" stroke="${colour}" stroke-width="6"/>`;
  const body =
    `<g font-family="${FONT_STACK}">${frame}` +
    `<circle cx="150" cy="52" r="16" fill="${colour}" opacity="0.25"/>` +
    `<text x="100" y="106" font-size="72" font-weight="800" text-anchor="middle" dominant-baseline="middle" fill="${colour}">${escapeXml(initials(name))}</text></g>`;
  return svgDocument(200, 200, body, name);
}
