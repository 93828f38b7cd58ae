/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { FormField } from "./form-field";
import { renderInForm } from "./test-utils";

const options = [
  { text: "Small", value: "s" },
  { text: "Large", value: "l" },
];

describe("FormField", () => {
  it.each([
    ["text", () => screen.getByRole("textbox", { name: "Field" }), "text"],
    ["email", () => screen.getByRole("textbox", { name: "Field" }), "email"],
    ["tel", () => screen.getByRole("textbox", { name: "Field" }), "tel"],
    ["number", () => screen.getByRole("spinbutton", { name: "Field" }), "number"],
    ["password", () => screen.getByLabelText("Field"), "password"],
    ["search", () => screen.getByRole("searchbox", { name: "Field" }), "search"],
    ["file", () => screen.getByLabelText("Field"), "file"],
  ] as const)("renders type %s as an input of that type", (type, control, inputType) => {
    renderInForm(<FormField type={type} name="field" label="Field" />);
    expect(control()).toHaveAttribute("type", inputType);
  });

  it.each([
    ["textarea", () => screen.getByRole("textbox", { name: "Field" }), "TEXTAREA"],
    ["boolean", () => screen.getByRole("switch", { name: "Field" }), "BUTTON"],
    ["checkbox", () => screen.getByRole("checkbox", { name: "Field" }), "INPUT"],
    ["select", () => screen.getByRole("combobox", { name: "Field" }), "SELECT"],
    ["combobox", () => screen.getByRole("combobox", { name: "Field" }), "INPUT"],
    ["radio", () => screen.getByRole("radiogroup", { name: "Field" }), "DIV"],
    ["datepicker", () => screen.getByRole("textbox", { name: "Field" }), "INPUT"],
  ] as const)("renders type %s with its own component", (type, control, tagName) => {
    renderInForm(<FormField type={type} name="field" label="Field" options={options} />);
    expect(control().tagName).toBe(tagName);
  });

  it("renders a custom field through its render prop", () => {
    renderInForm(<FormField type="custom" name="field" label="Field" render={({ controlProps }) => <input {...controlProps} type="color" />} />);
    expect(screen.getByLabelText("Field")).toHaveAttribute("type", "color");
  });

  it("validates with the rules of its type", async () => {
    const { user, submit } = renderInForm(<FormField type="email" name="email" label="Email" required />);
    await submit();
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "nope");
    await waitFor(() => expect(screen.getByText("Email is not a valid email address")).toBeInTheDocument());
  });
});
