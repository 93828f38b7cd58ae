/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { DraftPreview } from "./draft-preview";

it("previews the draft at both widths in the default language, then in a chosen one", () => {
  render(<DraftPreview pageId={7} languages={["hi", "kn"]} />);
  fireEvent.click(screen.getByRole("button", { name: "Preview the draft" }));
  expect(screen.getByTitle("Draft preview, phone")).toHaveAttribute("src", "/page-builder-preview/7");
  expect(screen.getByTitle("Draft preview, desktop")).toHaveAttribute("src", "/page-builder-preview/7");

  const language = screen.getByRole("combobox", { name: "Language of the preview" });
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Default language", "हिन्दी", "ಕನ್ನಡ"]);
  fireEvent.change(language, { target: { value: "kn" } });
  expect(screen.getByTitle("Draft preview, phone")).toHaveAttribute("src", "/kn/page-builder-preview/7");
  expect(screen.getByTitle("Draft preview, desktop")).toHaveAttribute("src", "/kn/page-builder-preview/7");
});

it("offers no language choice on a website with one language", () => {
  render(<DraftPreview pageId={7} languages={[]} />);
  expect(screen.queryByRole("combobox")).toBeNull();
});
