/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { RadioField } from "./radio-field";
import { describeRequiredField, renderInForm } from "./test-utils";

const deliveries = [
  { text: "Standard", value: "standard" },
  { text: "Express", value: "express" },
];

describe("RadioField", () => {
  describeRequiredField({
    field: <RadioField name="delivery" label="Delivery" options={deliveries} required />,
    name: "delivery",
    label: "Delivery",
    control: () => screen.getByRole("radiogroup", { name: "Delivery" }),
    focusTarget: () => screen.getByRole("radio", { name: "Standard" }),
    fill: (user) => user.click(screen.getByRole("radio", { name: "Express" })),
    filledValue: "express",
  });

  it("is a radiogroup of the options, with one checked at a time", async () => {
    const { user, submit, submittedValues } = renderInForm(<RadioField name="delivery" label="Delivery" options={deliveries} />, {
      delivery: "standard",
    });
    const group = screen.getByRole("radiogroup", { name: "Delivery" });
    expect(group).toContainElement(screen.getByRole("radio", { name: "Standard" }));
    expect(screen.getByRole("radio", { name: "Standard" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Express" }));
    expect(screen.getByRole("radio", { name: "Standard" })).not.toBeChecked();
    await submit();
    await waitFor(() => expect(submittedValues()).toEqual({ delivery: "express" }));
  });

  it("focuses the checked radio when the group is invalid", async () => {
    const { submit } = renderInForm(
      <RadioField name="delivery" label="Delivery" options={deliveries} validator={(value) => value === "standard" || "Only standard ships here"} />,
      { delivery: "express" },
    );
    await submit();
    expect(await screen.findByText("Only standard ships here")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Express" })).toHaveFocus();
  });
});
