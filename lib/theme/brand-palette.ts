/**
 * A website's brand colour made safe for its theme: buttons and links in the brand colour must stay
 * readable on the page's surfaces, and the text on a brand button must stay readable on the brand
 * (WCAG AA, 4.5:1, with a margin). A colour that fails is mixed toward white (dark theme) or black (light theme).
 */

export type Theme = "light" | "dark";

export interface BrandPalette {
  brand: string;
  strong: string;
  contrast: string;
}

const HEX = /^#([0-9a-f]{6})$/i;
/** The surface of each theme closest to the brand colour (app/globals.css: surface-muted, surface-raised). */
const CLOSEST_SURFACE: Record<Theme, string> = { light: "#f5f5f4", dark: "#292524" };
const INK: Record<Theme, string> = { light: "#ffffff", dark: "#0c0a09" };
/** AA's 4.5:1 with room for the brand's own light tints behind brand-coloured text. */
const MIN_CONTRAST = 5;

export const isHexColour = (value: unknown): value is string => typeof value === "string" && HEX.test(value);

const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

const toHex = (rgb: number[]) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, "0")).join("")}`;

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** `amount` of the way from `hex` to `toward` (0 = unchanged, 1 = `toward`). */
function mix(hex: string, toward: string, amount: number): string {
  const from = channels(hex);
  const to = channels(toward);
  return toHex(from.map((value, index) => value + (to[index] - value) * amount));
}

/** The least mix toward `toward` that reads at 4.5:1 against `against`. */
function readableAgainst(hex: string, against: string, toward: string): string {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(hex, toward, step / 20);
    if (contrastRatio(candidate, against) >= MIN_CONTRAST) return candidate;
  }
  return toward;
}

export function brandPalette(hex: string, theme: Theme): BrandPalette {
  const brand = readableAgainst(hex.toLowerCase(), CLOSEST_SURFACE[theme], theme === "dark" ? "#ffffff" : "#000000");
  const contrast = contrastRatio(brand, INK.light) >= contrastRatio(brand, INK.dark) ? INK.light : INK.dark;
  // Hover and pressed states: a step further from the page background.
  const strong = mix(brand, theme === "dark" ? "#ffffff" : "#000000", 0.2);
  return { brand, strong, contrast };
}

/** The CSS variables the theme tokens read (app/globals.css), or none when the website has no valid colour. */
export function brandStyle(hex: string | null | undefined, theme: string): Record<string, string> {
  if (!isHexColour(hex)) return {};
  const palette = brandPalette(hex, theme === "dark" ? "dark" : "light");
  return { "--brand": palette.brand, "--brand-strong": palette.strong, "--brand-contrast": palette.contrast };
}
