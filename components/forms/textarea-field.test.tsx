/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { TextareaField } from "./textarea-field";
import { describeRequiredField, renderInForm } from "./test-utils";

describe("TextareaField", () => {
  describeRequiredField({
    field: <TextareaField name="address" label="Address" required />,
    name: "address",
    label: "Address",
    control: () => screen.getByRole("textbox", { name: "Address" }),
    fill: (user) => user.type(screen.getByRole("textbox", { name: "Address" }), "12 MG Road{enter}Bengaluru"),
    filledValue: "12 MG Road\nBengaluru",
  });

  it("renders a multi-line textarea", () => {
    renderInForm(<TextareaField name="notes" label="Notes" rows={6} />);
    const textarea = screen.getByRole("textbox", { name: "Notes" });
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea).toHaveAttribute("rows", "6");
  });

  it("treats whitespace-only text as empty when required", async () => {
    const { user, submit, onSubmit } = renderInForm(<TextareaField name="notes" label="Notes" required />);
    await user.type(screen.getByRole("textbox", { name: "Notes" }), "   ");
    await submit();
    expect(await screen.findByText("Notes is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("applies a pattern", async () => {
    const { user, submit } = renderInForm(<TextareaField name="notes" label="Notes" pattern={/^[a-z ]*$/} patternMessage="Lowercase only" />);
    await user.type(screen.getByRole("textbox", { name: "Notes" }), "Hello");
    await submit();
    expect(await screen.findByText("Lowercase only")).toBeInTheDocument();
    await user.clear(screen.getByRole("textbox", { name: "Notes" }));
    await user.type(screen.getByRole("textbox", { name: "Notes" }), "hello");
    await waitFor(() => expect(screen.queryByText("Lowercase only")).not.toBeInTheDocument());
  });
});
