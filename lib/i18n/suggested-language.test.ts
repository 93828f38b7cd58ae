import { suggestedLanguage } from "./suggested-language";
import { rememberedLanguage } from "./remembered-language";

const offered = ["en", "hi", "kn"];

describe("suggestedLanguage", () => {
  it("offers the browser's first language the website has, by its primary subtag", () => {
    expect(suggestedLanguage({ offered, current: "en", remembered: null, preferred: ["ta-IN", "kn-IN", "hi"] })).toBe("kn");
    expect(suggestedLanguage({ offered, current: "hi", remembered: null, preferred: ["EN-gb"] })).toBe("en");
  });

  it("offers nothing when the browser's first offered language is the page's", () => {
    expect(suggestedLanguage({ offered, current: "en", remembered: null, preferred: ["en-IN", "hi-IN"] })).toBeNull();
    expect(suggestedLanguage({ offered, current: "en", remembered: null, preferred: ["fr", "de"] })).toBeNull();
  });

  it("lets the shopper's own choice win over the browser", () => {
    expect(suggestedLanguage({ offered, current: "en", remembered: "hi", preferred: ["kn"] })).toBe("hi");
    expect(suggestedLanguage({ offered, current: "kn", remembered: "kn", preferred: ["hi"] })).toBeNull();
  });

  it("ignores a remembered language this website does not offer", () => {
    expect(suggestedLanguage({ offered: ["en", "hi"], current: "en", remembered: "kn", preferred: ["hi-IN"] })).toBe("hi");
  });
});

describe("rememberedLanguage", () => {
  it("reads the switcher's cookie among others", () => {
    expect(rememberedLanguage("csrf_token=x; language=hi; visitor_hint=1")).toBe("hi");
    expect(rememberedLanguage("languages=hi")).toBeNull();
    expect(rememberedLanguage("language=%E0%A4")).toBeNull();
    expect(rememberedLanguage("")).toBeNull();
  });
});
