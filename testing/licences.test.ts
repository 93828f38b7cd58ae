import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FONT_SUBSETS } from "@/scripts/font-subsets.mjs";

const root = join(__dirname, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

describe("licences", () => {
  it("puts the store under the MIT licence, in LICENSE and package.json", () => {
    expect(read("LICENSE")).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} the Storefront contributors\n/);
    expect(JSON.parse(read("package.json"))).toMatchObject({ license: "MIT" });
  });

  it("names every font file the build ships, with its copyright and the OFL text, in THIRD-PARTY-NOTICES.md", () => {
    const notices = read("THIRD-PARTY-NOTICES.md");
    expect(notices).toContain("SIL OPEN FONT LICENSE Version 1.1");
    for (const font of FONT_SUBSETS) {
      expect(notices).toContain(font.out);
      // The package's first line starts "Copyright 2016 The Inter Project Authors (https://…)".
      const copyright = /^Copyright \d{4} [^(]+\([^)]+\)/.exec(read(join("node_modules", font.pkg, "LICENSE")));
      expect(copyright).not.toBeNull();
      expect(notices).toContain(copyright?.[0]);
    }
  });
});
