/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { patterns } from "@/lib/validation";
import { TextField } from "./text-field";
import { describeRequiredField, renderInForm } from "./test-utils";

describe("TextField", () => {
  describeRequiredField({
    field: <TextField name="fullName" label="Full name" required />,
    name: "fullName",
    label: "Full name",
    control: () => screen.getByRole("textbox", { name: "Full name" }),
    fill: (user) => user.type(screen.getByRole("textbox", { name: "Full name" }), "Asha Rao"),
    filledValue: "Asha Rao",
  });

  it("shows the pattern message for an invalid value and submits once it matches", async () => {
    const { user, submit, onSubmit, submittedValues } = renderInForm(
      <TextField name="phone" label="Mobile number" type="tel" required pattern={patterns.phone.regex} patternMessage={patterns.phone.message} />,
    );
    const input = screen.getByRole("textbox", { name: "Mobile number" });
    expect(input).toHaveAttribute("type", "tel");
    await user.type(input, "12345");
    await submit();
    expect(await screen.findByText(patterns.phone.message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, "9876543210");
    await waitFor(() => expect(screen.queryByText(patterns.phone.message)).not.toBeInTheDocument());
    await submit();
    expect(submittedValues()).toEqual({ phone: "9876543210" });
  });

  it("uses the default format message when no patternMessage is given", async () => {
    const { user, submit } = renderInForm(<TextField name="pin" label="PIN code" pattern={patterns.pincode.regex} />);
    await user.type(screen.getByRole("textbox", { name: "PIN code" }), "012345");
    await submit();
    expect(await screen.findByText("PIN code is not in valid format")).toBeInTheDocument();
  });

  it("checks email addresses, even when optional", async () => {
    const { user, submit, onSubmit } = renderInForm(<TextField name="email" label="Email" type="email" />);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "name@example");
    await submit();
    expect(await screen.findByText("Email is not a valid email address")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits an optional empty field", async () => {
    const { submit, submittedValues } = renderInForm(<TextField name="email" label="Email" type="email" />);
    await submit();
    await waitFor(() => expect(submittedValues()).toEqual({ email: "" }));
  });

  it("stores numbers for type number, and 0 counts as filled", async () => {
    const { user, submit, submittedValues } = renderInForm(<TextField name="quantity" label="Quantity" type="number" required />);
    await user.type(screen.getByRole("spinbutton", { name: "Quantity" }), "0");
    await submit();
    await waitFor(() => expect(submittedValues()).toEqual({ quantity: 0 }));
    expect(screen.queryByText("Quantity is required")).not.toBeInTheDocument();
  });

  it("treats a cleared number as empty", async () => {
    const { user, submit } = renderInForm(<TextField name="quantity" label="Quantity" type="number" required />, { quantity: 3 });
    await user.clear(screen.getByRole("spinbutton", { name: "Quantity" }));
    await submit();
    expect(await screen.findByText("Quantity is required")).toBeInTheDocument();
  });

  it("runs a custom validator before every other rule", async () => {
    const { user, submit } = renderInForm(
      <TextField name="code" label="Code" required validator={(value) => value === "OK" || "Type OK"} />,
    );
    await submit();
    expect(await screen.findByText("Type OK")).toBeInTheDocument();
    expect(screen.queryByText("Code is required")).not.toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Code" }), "OK");
    await waitFor(() => expect(screen.queryByText("Type OK")).not.toBeInTheDocument());
  });

  it("is always valid and not editable when readonly", async () => {
    const { user, submit, submittedValues } = renderInForm(<TextField name="sku" label="SKU" required readonly />, { sku: "" });
    const input = screen.getByRole("textbox", { name: "SKU" });
    expect(input).toHaveAttribute("readonly");
    await user.type(input, "abc");
    await submit();
    await waitFor(() => expect(submittedValues()).toEqual({ sku: "" }));
  });

  it("ties the description to the input", () => {
    renderInForm(<TextField name="city" label="City" description="As on your ID" />);
    expect(screen.getByRole("textbox", { name: "City" })).toHaveAccessibleDescription("As on your ID");
  });

  it("renders a password input", () => {
    renderInForm(<TextField name="secret" label="Password" type="password" />);
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
  });
});
