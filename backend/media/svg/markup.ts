export const FONT_STACK = "Inter, 'Segoe UI', Roboto, Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Greedy word wrap by an estimated character budget per line. */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + " " + word).length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Lines centred on x, the block vertically centred on y. */
export function textBlock(lines: string[], x: number, y: number, size: number, attributes: string): string {
  const lineHeight = size * 1.15;
  const top = y - ((lines.length - 1) * lineHeight) / 2;
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${(top + index * lineHeight).toFixed(1)}" font-size="${size}" dominant-baseline="middle" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join("");
}

export function initials(name: string): string {
  const words = name.replace(/&/g, " ").split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join("");
}

export function svgDocument(width: number, height: number, body: string, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    "</svg>\n",
  ].join("");
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  return `#${[0, 1, 2]
    .map((index) => Math.round(channel(a, index) * (1 - t) + channel(b, index) * t).toString(16).padStart(2, "0"))
    .join("")}`;
}

/** A stable small number from a string, for deterministic decoration. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}
