import { trigramsOf, trigramSimilarity } from "./trigrams";

describe("trigram similarity (pg_trgm's, for one word)", () => {
  it("pads the word as pg_trgm does", () => {
    expect([...trigramsOf("dal")]).toEqual(["  d", " da", "dal", "al "]);
  });

  it.each([
    ["basmathi", "basmati", 6 / 11],
    ["chaki", "chakki", 5 / 8],
    ["tur", "toor", 1 / 8],
    ["rice", "rice", 1],
    ["zzzqqq", "basmati", 0],
  ])("%s ~ %s = %d", (a, b, expected) => {
    expect(trigramSimilarity(a, b)).toBeCloseTo(expected, 10);
    expect(trigramSimilarity(b, a)).toBeCloseTo(expected, 10);
  });
});
