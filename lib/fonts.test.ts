import { fontStylesheetUrl } from "./fonts";

it("asks the fonts service for weights 400 to 800 with swap display", () => {
  expect(fontStylesheetUrl("Noto Sans", "https://fonts.example.com/css2")).toBe(
    "https://fonts.example.com/css2?family=Noto+Sans:wght@400;500;600;700;800&display=swap",
  );
});
