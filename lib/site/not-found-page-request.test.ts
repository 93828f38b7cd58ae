import { notFoundPageLanguage, notFoundPathLanguage } from "./not-found-page-request.mjs";

it.each([
  ["/hi/no-such-page", "hi"],
  ["/kn", "kn"],
  ["/no-such-page", null],
  ["/products/no-such-product", null],
  ["/", null],
  ["/HI/x", null],
])("the not-found path %s may be in the language %p", (path, language) => {
  expect(notFoundPathLanguage(path)).toBe(language);
});

it("the page is asked for in a language the website offers besides its default, else in the default", () => {
  expect(notFoundPageLanguage("hi", ["en", "hi", "kn"])).toBe("hi");
  expect(notFoundPageLanguage("kn", ["en", "hi"])).toBeNull();
  expect(notFoundPageLanguage("en", ["en", "hi"])).toBeNull();
  expect(notFoundPageLanguage("xx", ["en", "hi"])).toBeNull();
  expect(notFoundPageLanguage(null, ["en", "hi"])).toBeNull();
});
