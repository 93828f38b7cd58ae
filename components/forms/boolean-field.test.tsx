/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { BooleanField } from "./boolean-field";
import { describeRequiredField, renderInForm } from "./test-utils";

describe("BooleanField", () => {
  describeRequiredField({
    field: <BooleanField name="newsletter" label="Email me offers" required />,
    name: "newsletter",
    label: "Email me offers",
    control: () => screen.getByRole("switch", { name: "Email me offers" }),
    fill: (user) => user.click(screen.getByRole("switch", { name: "Email me offers" })),
    filledValue: true,
  });

  it("is a switch that toggles aria-checked by click and keyboard", async () => {
    const { user, submit, submittedValues } = renderInForm(<BooleanField name="newsletter" label="Newsletter" />);
    const toggle = screen.getByRole("switch", { name: "Newsletter" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    toggle.focus();
    await user.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await submit();
    await waitFor(() => expect(submittedValues()).toEqual({ newsletter: true }));
  });

  it("starts from the form's default value", () => {
    renderInForm(<BooleanField name="newsletter" label="Newsletter" />, { newsletter: true });
    expect(screen.getByRole("switch", { name: "Newsletter" })).toBeChecked();
  });
});
