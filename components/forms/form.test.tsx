/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { patterns } from "@/lib/validation";
import { Form } from "./form";
import { FormSubmitError } from "./form-submit-error";
import { ResetButton } from "./reset-button";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";

function Checkout({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void | Promise<void> }) {
  return (
    <Form defaultValues={{ name: "", phone: "", pincode: "" }} onSubmit={onSubmit} aria-label="Checkout">
      <TextField name="name" label="Name" required />
      <TextField name="phone" label="Mobile number" type="tel" required pattern={patterns.phone.regex} patternMessage={patterns.phone.message} />
      <TextField name="pincode" label="PIN code" required pattern={patterns.pincode.regex} patternMessage={patterns.pincode.message} />
      <SubmitButton pendingText="Saving…">Save</SubmitButton>
      <ResetButton />
    </Form>
  );
}

function setup(onSubmit: (values: Record<string, unknown>) => void | Promise<void> = jest.fn()) {
  const user = userEvent.setup();
  render(<Checkout onSubmit={onSubmit} />);
  const field = (name: string) => screen.getByRole("textbox", { name });
  return { user, field, save: () => user.click(screen.getByRole("button", { name: "Save" })) };
}

describe("Form", () => {
  it("turns native browser validation off", () => {
    setup();
    expect(screen.getByRole("form", { name: "Checkout" })).toHaveAttribute("novalidate");
  });

  it("shows every error on submit, focuses the first invalid field and does not submit", async () => {
    const onSubmit = jest.fn();
    const { user, field, save } = setup(onSubmit);
    await user.type(field("Name"), "Asha");
    await save();
    expect(await screen.findByText("Mobile number is required")).toBeInTheDocument();
    expect(screen.getByText("PIN code is required")).toBeInTheDocument();
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(field("Mobile number")).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("does not validate before the first submit, then revalidates on each change", async () => {
    const { user, field, save } = setup();
    await user.type(field("Mobile number"), "12");
    expect(screen.queryByText(patterns.phone.message)).not.toBeInTheDocument();
    await save();
    expect(await screen.findByText(patterns.phone.message)).toBeInTheDocument();
    await user.clear(field("Mobile number"));
    expect(await screen.findByText("Mobile number is required")).toBeInTheDocument();
    await user.type(field("Mobile number"), "9876543210");
    await waitFor(() => expect(screen.queryByText("Mobile number is required")).not.toBeInTheDocument());
    expect(screen.queryByText(patterns.phone.message)).not.toBeInTheDocument();
  });

  it("submits the values once every field is valid", async () => {
    const onSubmit = jest.fn();
    const { user, field, save } = setup(onSubmit);
    await user.type(field("Name"), "Asha");
    await user.type(field("Mobile number"), "9876543210");
    await user.type(field("PIN code"), "560034");
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: "Asha", phone: "9876543210", pincode: "560034" });
  });

  it("disables the submit button while submitting", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, field, save } = setup(onSubmit);
    await user.type(field("Name"), "Asha");
    await user.type(field("Mobile number"), "9876543210");
    await user.type(field("PIN code"), "560034");
    await save();
    const button = await screen.findByRole("button", { name: "Saving…" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    finish();
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows a FormSubmitError's message above the form and its field errors under the fields", async () => {
    const onSubmit = jest.fn(() => {
      throw new FormSubmitError("We could not save your address", { pincode: "We do not deliver to this PIN code yet" });
    });
    const { user, field, save } = setup(onSubmit);
    await user.type(field("Name"), "Asha");
    await user.type(field("Mobile number"), "9876543210");
    await user.type(field("PIN code"), "560034");
    await save();
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not save your address");
    expect(screen.getByText("We do not deliver to this PIN code yet")).toBeInTheDocument();
    expect(field("PIN code")).toHaveAttribute("aria-invalid", "true");
    expect(field("PIN code")).toHaveFocus();
  });

  it("shows a generic message for unexpected errors and clears it on reset", async () => {
    const onSubmit = jest.fn(() => Promise.reject(new TypeError("fetch failed")));
    const { user, field, save } = setup(onSubmit);
    await user.type(field("Name"), "Asha");
    await user.type(field("Mobile number"), "9876543210");
    await user.type(field("PIN code"), "560034");
    await save();
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
    expect(screen.queryByText("fetch failed")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(field("Name")).toHaveValue("");
  });

  it("passes the form methods to onSubmit so it can reset after saving", async () => {
    const user = userEvent.setup();
    render(
      <Form defaultValues={{ note: "" }} onSubmit={(_values, form) => form.reset()}>
        <TextField name="note" label="Note" />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    await user.type(screen.getByRole("textbox", { name: "Note" }), "hello");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue(""));
  });
});
