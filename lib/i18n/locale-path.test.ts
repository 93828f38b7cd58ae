import { languagePrefix, splitLanguagePrefix, withLanguagePrefix } from "./locale-path";

const RETAIL = ["en", "hi", "kn"];
const WHOLESALE = ["en", "hi"];

describe("language prefixes", () => {
  it("reads an offered language's prefix off the path", () => {
    expect(splitLanguagePrefix("/hi/products/basmati-rice", RETAIL)).toEqual({ language: "hi", path: "/products/basmati-rice" });
    expect(splitLanguagePrefix("/kn", RETAIL)).toEqual({ language: "kn", path: "/" });
    expect(splitLanguagePrefix("/kn/", RETAIL)).toEqual({ language: "kn", path: "/" });
  });
  it("leaves the default language and languages the website does not offer as plain paths (a content page, so a 404)", () => {
    expect(splitLanguagePrefix("/products", RETAIL)).toEqual({ language: null, path: "/products" });
    expect(splitLanguagePrefix("/en/products", RETAIL)).toEqual({ language: null, path: "/en/products" });
    expect(splitLanguagePrefix("/kn/products", WHOLESALE)).toEqual({ language: null, path: "/kn/products" });
    expect(splitLanguagePrefix("/hindi", RETAIL)).toEqual({ language: null, path: "/hindi" });
  });
  it("writes a path in a language", () => {
    expect(languagePrefix("en", "en")).toBe("");
    expect(languagePrefix("hi", "en")).toBe("/hi");
    expect(withLanguagePrefix("/hi", "/products?q=rice")).toBe("/hi/products?q=rice");
    expect(withLanguagePrefix("/hi", "/")).toBe("/hi");
    expect(withLanguagePrefix("", "/products")).toBe("/products");
    expect(withLanguagePrefix("/hi", "https://example.com/x")).toBe("https://example.com/x");
    expect(withLanguagePrefix("/hi", "//example.com/x")).toBe("//example.com/x");
  });
});
