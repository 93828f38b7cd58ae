/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, SubmitButton } from "@/components/forms";
import { TextField } from "@/components/forms/text-field";
import { patterns } from "@/lib/validation";
import { renderInEnglish, renderInLanguage } from "@/testing/with-messages";
import { FieldErrorWordsProvider } from "./field-error-words-provider";

function AddressFields() {
  return (
    <FieldErrorWordsProvider>
      <Form onSubmit={() => {}}>
        <TextField name="name" label="नाम" required />
        <TextField name="pincode" label="पिनकोड" required pattern={patterns.pincode.regex} patternMessage={patterns.pincode.message} />
        <SubmitButton>Save</SubmitButton>
      </Form>
    </FieldErrorWordsProvider>
  );
}

it("says a field's own rules in the page's language: required, and the pincode's pattern", async () => {
  const user = userEvent.setup();
  renderInLanguage("hi", <AddressFields />);
  await user.type(screen.getByRole("textbox", { name: /पिनकोड/ }), "012345");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText("नाम आवश्यक है")).toBeInTheDocument();
  expect(await screen.findByText("0 से शुरू न होने वाला 6 अंकों का पिन कोड डालें")).toBeInTheDocument();
});

it("shows them as written on an English page", async () => {
  const user = userEvent.setup();
  renderInEnglish(<AddressFields />);
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText("नाम is required")).toBeInTheDocument();
});
