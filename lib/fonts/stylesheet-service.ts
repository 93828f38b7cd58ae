const FONT_WEIGHTS = "400;500;600;700;800";

/**
 * FONTS_CSS_URL: a style-sheet service (Google Fonts' css2 API or one that speaks it) for font
 * families the store does not carry itself; null when the operator set none.
 */
export const fontsServiceUrl = (env: Record<string, string | undefined> = process.env): string | null => env.FONTS_CSS_URL?.trim() || null;

/** The family from the fonts service, weights 400 to 800, swap display. */
export function fontStylesheetUrl(family: string, service: string): string {
  const name = family.trim().replace(/\s+/g, "+");
  return `${service}?family=${name}:wght@${FONT_WEIGHTS}&display=swap`;
}
