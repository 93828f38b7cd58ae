import { languageTag, openGraphLocale, parseLanguages } from "./languages";

describe("a website's languages setting", () => {
  it("lists well-formed codes in order, the default first, without repeats", () => {
    expect(parseLanguages("en,hi,kn")).toEqual(["en", "hi", "kn"]);
    expect(parseLanguages(" kn, HI ,xx1,hi")).toEqual(["kn", "hi"]);
  });
  it("offers English when the setting names no language", () => {
    expect(parseLanguages("")).toEqual(["en"]);
    expect(parseLanguages(null)).toEqual(["en"]);
    expect(parseLanguages("hindi,??")).toEqual(["en"]);
  });
  it("names the language as spoken in India", () => {
    expect(languageTag("hi")).toBe("hi-IN");
    expect(openGraphLocale("kn")).toBe("kn_IN");
  });
});
