import { writeFontSubsets } from "@/scripts/font-subsets.mjs";
import { LANGUAGE_FONTS } from "@/lib/fonts/language-fonts";
import { GET } from "./route";

const serve = (file: string) => GET(new Request(`http://localhost/s/fonts/${file}`), { params: Promise.resolve({ file }) });

describe("GET /s/fonts/{file}", () => {
  beforeAll(() => writeFontSubsets(), 60_000);

  it("serves a language font as WOFF2, and no other file", async () => {
    const font = await serve(LANGUAGE_FONTS.kn.file);
    expect(font.status).toBe(200);
    expect(font.headers.get("content-type")).toBe("font/woff2");
    expect(new TextDecoder().decode((await font.arrayBuffer()).slice(0, 4))).toBe("wOF2");
    for (const file of ["inter-latin-wght-400-800.woff2", "cut-from.json", "..%2F..%2F..%2Fpackage.json", "../package.json"]) {
      expect((await serve(file)).status).toBe(404);
    }
  });
});
