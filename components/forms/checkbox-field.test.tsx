/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { CheckboxField } from "./checkbox-field";
import { describeRequiredField, renderInForm } from "./test-utils";

describe("CheckboxField", () => {
  describeRequiredField({
    field: <CheckboxField name="terms" label="I accept the terms" required />,
    name: "terms",
    label: "I accept the terms",
    control: () => screen.getByRole("checkbox", { name: "I accept the terms" }),
    fill: (user) => user.click(screen.getByRole("checkbox", { name: "I accept the terms" })),
    filledValue: true,
  });

  it("toggles and submits false when optional and unticked", async () => {
    const { user, submit, submittedValues } = renderInForm(<CheckboxField name="gift" label="Gift wrap" />);
    const checkbox = screen.getByRole("checkbox", { name: "Gift wrap" });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
    await submit();
    await waitFor(() => expect(submittedValues()).toEqual({ gift: false }));
  });

  it("shows the required error again after unticking", async () => {
    const { user, submit } = renderInForm(<CheckboxField name="terms" label="Terms" required />, { terms: true });
    await user.click(screen.getByRole("checkbox", { name: "Terms" }));
    await submit();
    expect(await screen.findByText("Terms is required")).toBeInTheDocument();
  });

  it("cannot be changed when readonly", async () => {
    const { user } = renderInForm(<CheckboxField name="terms" label="Terms" readonly />, { terms: true });
    const checkbox = screen.getByRole("checkbox", { name: "Terms" });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
  });
});
