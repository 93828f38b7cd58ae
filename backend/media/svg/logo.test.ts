import { logoSvg } from "./logo";

const COLOURS = { primary: "#0f766e", accent: "#f59e0b", light: "#ecfeff", ink: "#111827" };

/** The smallest text of the logo, in CSS pixels, drawn as the header draws it on a 390 px phone (at most 140 px wide, 44 px high). */
function smallestTextOnAPhone(svg: string): number {
  const [, width, height] = svg.match(/viewBox="0 0 (\d+) (\d+)"/)!.map(Number);
  const scale = Math.min(140 / width, 44 / height);
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
  return Math.min(...sizes) * scale;
}

describe("logoSvg", () => {
  it.each(["Annapurna Store", "Bulk Bazaar Wholesale", "Shree Ganesh Kirana"])("keeps every word of %p at 12 px or more in a phone's header", (name) => {
    const svg = logoSvg(name, COLOURS, false);
    expect(smallestTextOnAPhone(svg)).toBeGreaterThanOrEqual(12);
    for (const word of name.split(" ")) expect(svg).toContain(word);
  });
});
