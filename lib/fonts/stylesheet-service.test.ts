import { fontStylesheetUrl, fontsServiceUrl } from "./stylesheet-service";

it("asks the fonts service for weights 400 to 800 with swap display", () => {
  expect(fontStylesheetUrl("Noto Sans", "https://fonts.example.com/css2")).toBe(
    "https://fonts.example.com/css2?family=Noto+Sans:wght@400;500;600;700;800&display=swap",
  );
});

it("uses a fonts service only when the operator names one", () => {
  expect(fontsServiceUrl({})).toBeNull();
  expect(fontsServiceUrl({ FONTS_CSS_URL: "  " })).toBeNull();
  expect(fontsServiceUrl({ FONTS_CSS_URL: "https://fonts.googleapis.com/css2" })).toBe("https://fonts.googleapis.com/css2");
});
