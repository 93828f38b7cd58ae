const FONT_WEIGHTS = "400;500;600;700;800";

/** FONTS_CSS_URL, the style-sheet service fonts come from. */
export const fontsServiceUrl = (env: Record<string, string | undefined> = process.env) =>
  env.FONTS_CSS_URL || "https://fonts.googleapis.com/css2";

/** The site's font family from the fonts service, weights 400 to 800, swap display. */
export function fontStylesheetUrl(family: string, service = fontsServiceUrl()): string {
  const name = family.trim().replace(/\s+/g, "+");
  return `${service}?family=${name}:wght@${FONT_WEIGHTS}&display=swap`;
}
