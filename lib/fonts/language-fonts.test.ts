import { FONT_SUBSETS, unicodeRangeOf } from "@/scripts/font-subsets.mjs";
import { LANGUAGE_FONTS, languageFont } from "./language-fonts";

describe("the language fonts", () => {
  it("are cut from @fontsource's script files and cover exactly their characters", () => {
    for (const font of Object.values(LANGUAGE_FONTS)) {
      const cut = FONT_SUBSETS.find((subset) => subset.out === font.file);
      expect(cut).toBeDefined();
      expect(font.unicodeRange).toBe(unicodeRangeOf(cut!.pkg, cut!.file));
    }
  });

  it("are named only by pages in Hindi or Kannada", () => {
    expect(languageFont("en")).toBeNull();
    expect(languageFont("hi")).toMatchObject({ family: '"Noto Sans Devanagari"', href: "/s/fonts/noto-sans-devanagari-devanagari-wght-400-800.woff2" });
    expect(languageFont("kn")?.fontFace).toContain("font-display:optional;unicode-range:U+0951-0952");
  });
});
