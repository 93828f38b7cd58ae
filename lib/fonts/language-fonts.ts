import { MOUNT_PATH } from "@/lib/api/protocol";

/**
 * The script fonts of the pages in a language whose letters the website's own font has not: Noto Sans
 * Devanagari for Hindi, Noto Sans Kannada for Kannada, cut like the other self-hosted fonts
 * (scripts/font-subsets.mjs) and served by app/s/fonts. Only a page in that language names its font
 * (a preload and an @font-face in its head): English pages' HTML and CSS never mention them.
 * Each face covers only its script's characters (the @fontsource unicode-range), so Latin text keeps
 * the website's font. Display is "optional", as for the other fonts: a font that is not there by the
 * first paint is used from the next page on, so text never re-flows under the shopper.
 */
type LanguageFont = { family: string; file: string; unicodeRange: string };

export const LANGUAGE_FONTS: Readonly<Record<string, LanguageFont>> = {
  hi: {
    family: "Noto Sans Devanagari",
    file: "noto-sans-devanagari-devanagari-wght-400-800.woff2",
    unicodeRange: "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09",
  },
  kn: {
    family: "Noto Sans Kannada",
    file: "noto-sans-kannada-kannada-wght-400-800.woff2",
    unicodeRange: "U+0951-0952,U+0964-0965,U+0C80-0CF3,U+1CD0,U+1CD2-1CD3,U+1CDA,U+1CF2,U+1CF4,U+200C-200D,U+20B9,U+25CC,U+A830-A835",
  },
};

/** Where the storefront serves a language font's file. */
const languageFontHref = (file: string) => `${MOUNT_PATH}/fonts/${file}`;

/** Whether a file name is one of the language fonts (the only files app/s/fonts answers). */
export const isLanguageFontFile = (file: string) => Object.values(LANGUAGE_FONTS).some((font) => font.file === file);

/** The font a page in this language adds after the website's own, with its @font-face; null for none. */
export function languageFont(language: string): { family: string; href: string; fontFace: string } | null {
  const font = LANGUAGE_FONTS[language];
  if (!font) return null;
  const href = languageFontHref(font.file);
  const fontFace = `@font-face{font-family:"${font.family}";src:url(${href}) format("woff2");font-weight:400 800;font-style:normal;font-display:optional;unicode-range:${font.unicodeRange}}`;
  return { family: `"${font.family}"`, href, fontFace };
}
