import { fts5Query, searchTerms, tsQuery } from "./search-terms";

describe("searchTerms", () => {
  it("keeps words and drops every syntax character", () => {
    expect(searchTerms('  Bas"mati* (rice) OR -toor:dal ^NEAR ')).toEqual(["bas", "mati", "rice", "or", "toor", "dal", "near"]);
    expect(searchTerms('"*()-:^')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it("keeps Indian scripts whole, combining marks included", () => {
    expect(searchTerms("बासमती चावल")).toEqual(["बासमती", "चावल"]);
  });

  it("bounds the number and length of words", () => {
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
    expect(searchTerms("x".repeat(100))[0]).toHaveLength(40);
  });

  it("builds prefix queries for both engines", () => {
    const slots = [{ words: ["bas"], alternatives: [] }, { words: ["ric"], alternatives: [] }];
    expect(fts5Query(slots)).toBe('"bas"* AND "ric"*');
    expect(tsQuery(slots)).toBe("bas:* & ric:*");
  });

  it("lets a slot match its own words as a prefix phrase or any alternative whole", () => {
    const slots = [{ words: ["gram", "flo"], alternatives: [["besan"]] }, { words: ["tur"], alternatives: [["toor"], ["arhar", "dal"]] }];
    expect(fts5Query(slots)).toBe('("gram flo"* OR "besan") AND ("tur"* OR "toor" OR "arhar dal")');
    expect(tsQuery(slots)).toBe("(gram <-> flo:* | besan) & (tur:* | toor | arhar <-> dal)");
  });
});
