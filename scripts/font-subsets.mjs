// The self-hosted variable fonts, cut to what the storefront draws: the characters of the
// @fontsource subset each file stands for, and the weights our CSS names (400 to 800). Inter's Latin
// file goes from 48 kB to 32 kB. The files are derived, so they are written at build (and dev)
// time by next.config.ts into lib/fonts/subsets/ and kept out of git.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The lightest and boldest weights the stylesheets use (Tailwind's font-normal to font-extrabold). */
export const WEIGHTS = { min: 400, max: 800 };

/** Each file: the @fontsource package, its file name, and the name the subset is written under. */
export const FONT_SUBSETS = [
  { pkg: "@fontsource-variable/inter", file: "inter-latin-wght-normal.woff2" },
  { pkg: "@fontsource-variable/noto-sans", file: "noto-sans-latin-wght-normal.woff2" },
  { pkg: "@fontsource-variable/noto-sans", file: "noto-sans-devanagari-wght-normal.woff2" },
  // The script fonts of the pages in Hindi and Kannada (lib/fonts/language-fonts.ts), served by app/s/fonts.
  { pkg: "@fontsource-variable/noto-sans-devanagari", file: "noto-sans-devanagari-devanagari-wght-normal.woff2" },
  { pkg: "@fontsource-variable/noto-sans-kannada", file: "noto-sans-kannada-kannada-wght-normal.woff2" },
].map((font) => ({ ...font, out: font.file.replace("-wght-normal", `-wght-${WEIGHTS.min}-${WEIGHTS.max}`) }));

export const SUBSETS_DIR = join(root, "lib", "fonts", "subsets");

/** The characters of a `unicode-range` ("U+0000-00FF,U+0131,…"), as a string. */
export function charactersOf(unicodeRange) {
  let text = "";
  for (const part of unicodeRange.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) {
      if (code < 0xd800 || code > 0xdfff) text += String.fromCodePoint(code);
    }
  }
  return text;
}

/** The unicode-range @fontsource declares for one of its files (from the package's wght.css). */
export function unicodeRangeOf(pkg, file) {
  const css = readFileSync(join(root, "node_modules", pkg, "wght.css"), "utf8");
  const face = css.split("@font-face").find((block) => block.includes(`/files/${file}`));
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`No unicode-range for ${file} in ${pkg}/wght.css`);
  return range;
}

/**
 * Writes every subset into `outDir`, except those already cut from the same source file and
 * characters (recorded in `cut-from.json` beside them; npm gives every installed file the same
 * modification time, so times cannot tell an upgraded package apart).
 */
export async function writeFontSubsets(outDir = SUBSETS_DIR) {
  mkdirSync(outDir, { recursive: true });
  const recordPath = join(outDir, "cut-from.json");
  const record = existsSync(recordPath) ? JSON.parse(readFileSync(recordPath, "utf8")) : {};
  for (const font of FONT_SUBSETS) {
    const source = readFileSync(join(root, "node_modules", font.pkg, "files", font.file));
    const characters = charactersOf(unicodeRangeOf(font.pkg, font.file));
    const target = join(outDir, font.out);
    const cutFrom = createHash("sha256").update(source).update(characters).digest("hex");
    if (record[font.out] === cutFrom && existsSync(target)) continue;
    const subset = await subsetFont(source, characters, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
    // Written whole or not at all, under a name of its own per process: a build that stops half-way,
    // or two that cut at once, leave no broken font behind.
    writeFileSync(`${target}.${process.pid}.tmp`, subset);
    renameSync(`${target}.${process.pid}.tmp`, target);
    record[font.out] = cutFrom;
    writeFileSync(recordPath, JSON.stringify(record, null, 2));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFontSubsets().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
