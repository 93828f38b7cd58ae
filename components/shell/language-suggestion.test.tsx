/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import type { LanguageOffer } from "@/lib/i18n/language-options";
import { LanguageSuggestion } from "./language-suggestion";

jest.mock("next/navigation", () => ({ usePathname: () => "/hi/products/basmati-rice" }));

const offers: LanguageOffer[] = [
  { code: "en", name: "English", prefix: "", offer: "This page is also in English.", action: "View in English", dismiss: "No, thanks" },
  { code: "hi", name: "हिन्दी", prefix: "/hi", offer: "यह पेज हिन्दी में भी उपलब्ध है।", action: "हिन्दी में देखें", dismiss: "नहीं, धन्यवाद" },
  { code: "kn", name: "ಕನ್ನಡ", prefix: "/kn", offer: "ಈ ಪುಟ ಕನ್ನಡದಲ್ಲಿಯೂ ಲಭ್ಯವಿದೆ.", action: "ಕನ್ನಡದಲ್ಲಿ ನೋಡಿ", dismiss: "ಬೇಡ, ಧನ್ಯವಾದ" },
];

function browserLanguages(languages: string[]) {
  jest.spyOn(window.navigator, "languages", "get").mockReturnValue(languages);
}

afterEach(() => {
  jest.restoreAllMocks();
  document.cookie = "language=; path=/; max-age=0";
});

it("offers the same page in the browser's language, worded in that language", () => {
  browserLanguages(["kn-IN", "en"]);
  render(<LanguageSuggestion offers={offers} current="hi" />);
  const note = screen.getByRole("region", { name: "ಕನ್ನಡ" });
  expect(note).toHaveAttribute("lang", "kn");
  expect(note).toHaveTextContent("ಈ ಪುಟ ಕನ್ನಡದಲ್ಲಿಯೂ ಲಭ್ಯವಿದೆ.");
  expect(screen.getByRole("link", { name: "ಕನ್ನಡದಲ್ಲಿ ನೋಡಿ" })).toHaveAttribute("href", "/kn/products/basmati-rice");
});

it("dismissing remembers the page's language, so the note is gone and not offered again", () => {
  browserLanguages(["en-US"]);
  const { unmount } = render(<LanguageSuggestion offers={offers} current="hi" />);
  expect(screen.getByRole("link", { name: "View in English" })).toHaveAttribute("href", "/products/basmati-rice");
  fireEvent.click(screen.getByRole("button", { name: "No, thanks" }));
  expect(screen.queryByRole("region")).toBeNull();
  expect(document.cookie).toContain("language=hi");
  unmount();
  render(<LanguageSuggestion offers={offers} current="hi" />);
  expect(screen.queryByRole("region")).toBeNull();
});

it("says nothing when the page is already in the browser's first offered language", () => {
  browserLanguages(["hi-IN", "en"]);
  render(<LanguageSuggestion offers={offers} current="hi" />);
  expect(screen.queryByRole("region")).toBeNull();
});
