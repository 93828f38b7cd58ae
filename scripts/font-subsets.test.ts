import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { charactersOf, FONT_SUBSETS, unicodeRangeOf, WEIGHTS, writeFontSubsets } from "./font-subsets.mjs";

function open(path: string): fontkit.Font {
  const font = fontkit.create(readFileSync(path));
  if ("fonts" in font) throw new Error(`${path} is a collection`);
  return font;
}

describe("charactersOf", () => {
  it("expands single code points and ranges of a unicode-range", () => {
    expect(charactersOf("U+0041-0043,U+20AC, U+0131")).toBe("ABC€ı");
  });
});

describe("writeFontSubsets", () => {
  const outDir = mkdtempSync(join(tmpdir(), "font-subsets-"));
  beforeAll(() => writeFontSubsets(outDir), 60_000);

  it.each(FONT_SUBSETS)("$out keeps every character of $file and its weights 400 to 800, in fewer bytes", ({ pkg, file, out }) => {
    const sourcePath = join("node_modules", pkg, "files", file);
    const source = open(sourcePath);
    const subset = open(join(outDir, out));

    const wanted = new Set([...charactersOf(unicodeRangeOf(pkg, file))].map((character) => character.codePointAt(0)));
    const lost = source.characterSet.filter((code) => wanted.has(code) && !subset.hasGlyphForCodePoint(code));
    expect(lost).toEqual([]);
    expect(source.characterSet.filter((code) => wanted.has(code)).length).toBeGreaterThan(90);

    expect(subset.variationAxes.wght).toMatchObject({ min: WEIGHTS.min, max: WEIGHTS.max });
    expect(source.variationAxes.wght).toMatchObject({ min: 100, max: 900 });
    expect(statSync(join(outDir, out)).size).toBeLessThan(statSync(sourcePath).size * 0.8);
  });

  it("cuts again only a file whose source is not the one it was cut from", async () => {
    const recordPath = join(outDir, "cut-from.json");
    const [inter, notoLatin] = FONT_SUBSETS;
    const before = { inter: statSync(join(outDir, inter.out)).mtimeMs, noto: statSync(join(outDir, notoLatin.out)).mtimeMs };
    const record = JSON.parse(readFileSync(recordPath, "utf8"));
    writeFileSync(recordPath, JSON.stringify({ ...record, [inter.out]: "an older @fontsource file" }));
    await new Promise((resolve) => setTimeout(resolve, 20));

    await writeFontSubsets(outDir);

    expect(statSync(join(outDir, inter.out)).mtimeMs).toBeGreaterThan(before.inter);
    expect(statSync(join(outDir, notoLatin.out)).mtimeMs).toBe(before.noto);
    expect(JSON.parse(readFileSync(recordPath, "utf8"))).toEqual(record);
  });

  it("keeps the layout features, tabular figures among them", () => {
    const inter = FONT_SUBSETS[0];
    const source = open(join("node_modules", inter.pkg, "files", inter.file));
    const subset = open(join(outDir, inter.out));
    expect(subset.availableFeatures).toEqual(expect.arrayContaining(["tnum", "kern"]));
    expect(new Set(subset.availableFeatures)).toEqual(new Set(source.availableFeatures));
  });
});
