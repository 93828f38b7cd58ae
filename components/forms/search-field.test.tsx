/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { SearchField } from "./search-field";
import { describeRequiredField, renderInForm } from "./test-utils";

describe("SearchField", () => {
  describeRequiredField({
    field: <SearchField name="q" label="Search products" required />,
    name: "q",
    label: "Search products",
    control: () => screen.getByRole("searchbox", { name: "Search products" }),
    fill: (user) => user.type(screen.getByRole("searchbox", { name: "Search products" }), "sneakers"),
    filledValue: "sneakers",
  });

  it("renders an input of type search", () => {
    renderInForm(<SearchField name="q" label="Search" placeholder="Search the store" />);
    const input = screen.getByRole("searchbox", { name: "Search" });
    expect(input).toHaveAttribute("type", "search");
    expect(input).toHaveAttribute("placeholder", "Search the store");
  });

  it("submits the typed query", async () => {
    const { user, submittedValues } = renderInForm(<SearchField name="q" label="Search" />);
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "red shoes{enter}");
    await waitFor(() => expect(submittedValues()).toEqual({ q: "red shoes" }));
  });
});
