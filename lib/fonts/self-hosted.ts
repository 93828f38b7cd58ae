import localFont from "next/font/local";

// The families a website may name that the store serves from its own origin (from the @fontsource
// packages, Latin subsets), with fallbacks sized to match so nothing moves when the font arrives.
// Each is declared with preload off: the layout declares every family, and preloading would send
// every website's font to every visitor; the browser finds the one in use from the first stylesheet.

const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
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
  display: "swap",
  preload: false,
  adjustFontFallback: "Arial",
});

const notoSans = localFont({
  src: [
    { path: "../../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2", weight: "100 900" },
    { path: "../../node_modules/@fontsource-variable/noto-sans/files/noto-sans-devanagari-wght-normal.woff2", weight: "100 900" },
  ],
  display: "swap",
  preload: false,
  adjustFontFallback: "Arial",
});

const SELF_HOSTED: Record<string, string> = {
  inter: inter.style.fontFamily,
  poppins: poppins.style.fontFamily,
  "noto sans": notoSans.style.fontFamily,
};

/** The CSS font-family list of a self-hosted family ("Poppins" → its face and sized fallback), else null. */
export function selfHostedFontFamily(family: string): string | null {
  return SELF_HOSTED[family.trim().toLowerCase()] ?? null;
}
