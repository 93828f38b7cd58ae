/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { SelectField } from "./select-field";
import { describeRequiredField, renderInForm } from "./test-utils";

const states = [
  { text: "Karnataka", value: "KA" },
  { text: "Kerala", value: "KL" },
  { text: "Tamil Nadu", value: "TN" },
];

describe("SelectField", () => {
  describeRequiredField({
    field: <SelectField name="state" label="State" options={states} required />,
    name: "state",
    label: "State",
    control: () => screen.getByRole("combobox", { name: "State" }),
    fill: (user) => user.selectOptions(screen.getByRole("combobox", { name: "State" }), "Kerala"),
    filledValue: "KL",
  });

  it("lists a placeholder then the options' text, and submits the option value", async () => {
    const { user, submit, submittedValues } = renderInForm(<SelectField name="state" label="State" options={states} placeholder="Pick a state" />);
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Pick a state", "Karnataka", "Kerala", "Tamil Nadu"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "State" }), "Tamil Nadu");
    await submit();
    await waitFor(() => expect(submittedValues()).toEqual({ state: "TN" }));
  });

  it("shows the error again when the placeholder is chosen", async () => {
    const { user, submit } = renderInForm(<SelectField name="state" label="State" options={states} required />, { state: "KA" });
    await user.selectOptions(screen.getByRole("combobox", { name: "State" }), "Select an option");
    await submit();
    expect(await screen.findByText("State is required")).toBeInTheDocument();
  });
});
