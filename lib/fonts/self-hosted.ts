import localFont from "next/font/local";
import type { SelfHostedFamily } from "./families";

// The families a website may name that the store serves from its own origin (from the @fontsource
// packages, Latin subsets), each with a fallback sized to match it. The variable files are the
// build's cuts of @fontsource's (scripts/font-subsets.mjs): the same characters, weights 400 to 800.
// Preload is off: the layout declares every family, and preloading would send every website's font to
// every visitor; the browser finds the one in use from the first stylesheet. Display is "optional":
// a font that is not there by the first paint is used from the next page on (it is cached by then),
// so text never re-flows under the shopper — a swap, even to a size-matched fallback, moved the
// header by a few pixels.

const inter = localFont({
  src: "./subsets/inter-latin-wght-400-800.woff2",
  weight: "400 800",
  display: "optional",
  preload: false,
  adjustFontFallback: "Arial",
});

const poppins = localFont({
  src: [
    { path: "../../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2", weight: "400" },
    { path: "../../node_modules/@fontsource/poppins/files/poppins-latin-500-normal.woff2", weight: "500" },
    { path: "../../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2", weight: "600" },
    { path: "../../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2", weight: "700" },
    { path: "../../node_modules/@fontsource/poppins/files/poppins-latin-800-normal.woff2", weight: "800" },
  ],
  display: "optional",
  preload: false,
  adjustFontFallback: "Arial",
});

const notoSans = localFont({
  src: [
    { path: "./subsets/noto-sans-latin-wght-400-800.woff2", weight: "400 800" },
    { path: "./subsets/noto-sans-devanagari-wght-400-800.woff2", weight: "400 800" },
  ],
  display: "optional",
  preload: false,
  adjustFontFallback: "Arial",
});

const SELF_HOSTED: Record<string, string> = {
  inter: inter.style.fontFamily,
  poppins: poppins.style.fontFamily,
  "noto sans": notoSans.style.fontFamily,
} satisfies Record<Lowercase<SelfHostedFamily>, string>;

/** The CSS font-family list of a self-hosted family ("Poppins" → its face and sized fallback), else null. */
export function selfHostedFontFamily(family: string): string | null {
  return SELF_HOSTED[family.trim().toLowerCase()] ?? null;
}
