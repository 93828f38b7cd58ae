import { HERO_BANNERS, OFFER_BANNERS } from "@/backend/seed/banners";
import { bannerSvg } from "./banner";

const COLOURS = { primary: "#0f766e", accent: "#f59e0b", light: "#ecfeff", ink: "#111827" };
const slides = [...HERO_BANNERS.retail, ...HERO_BANNERS.wholesale, ...OFFER_BANNERS.retail, ...OFFER_BANNERS.wholesale];
const fontSizes = (svg: string) => [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));

describe("bannerSvg", () => {
  // The narrow picture is shown from 315 px wide (a card of three in a 1024 px row) upwards.
  it.each(slides.map((slide) => [slide.title, slide] as const))("keeps the narrow %p banner's words at 12 px or more at 315 px wide", (_, slide) => {
    const svg = bannerSvg({ ...slide, colours: COLOURS, width: 800, height: 600 });
    expect(Math.min(...fontSizes(svg)) * (315 / 800)).toBeGreaterThanOrEqual(12);
    // No subtitle line runs past the right edge (about half an em per character).
    const subtitleLines = [...svg.matchAll(/font-size="32" dominant-baseline="middle" fill="[^"]+">([^<]+)</g)].map((match) => match[1]);
    expect(subtitleLines.length).toBeGreaterThan(0);
    for (const line of subtitleLines) expect(60 + line.length * 32 * 0.52).toBeLessThanOrEqual(800);
  });
});
