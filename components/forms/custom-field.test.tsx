/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { CustomField, type CustomFieldRenderProps } from "./custom-field";
import { describeRequiredField, renderInForm } from "./test-utils";

function Stepper({ value, onChange, onBlur, invalid, ref, controlProps }: CustomFieldRenderProps) {
  const count = typeof value === "number" ? value : 0;
  return (
    <div>
      <output {...controlProps} ref={ref} tabIndex={-1} data-invalid={invalid}>
        {count}
      </output>
      <button type="button" onClick={() => onChange(count + 1)} onBlur={onBlur}>
        Add one
      </button>
    </div>
  );
}

describe("CustomField", () => {
  describeRequiredField({
    field: <CustomField name="guests" label="Guests" required render={(props) => <Stepper {...props} />} />,
    name: "guests",
    label: "Guests",
    control: () => screen.getByRole("status", { name: "Guests" }),
    fill: (user) => user.click(screen.getByRole("button", { name: "Add one" })),
    filledValue: 1,
  });

  it("passes value, onChange and invalid to the render prop", async () => {
    const { user, submit, submittedValues } = renderInForm(
      <CustomField name="guests" label="Guests" validator={(value) => (value as number) >= 2 || "At least two guests"} render={(props) => <Stepper {...props} />} />,
      { guests: 0 },
    );
    const output = screen.getByRole("status", { name: "Guests" });
    await submit();
    expect(await screen.findByText("At least two guests")).toBeInTheDocument();
    expect(output).toHaveAttribute("data-invalid", "true");

    await user.click(screen.getByRole("button", { name: "Add one" }));
    await user.click(screen.getByRole("button", { name: "Add one" }));
    expect(output).toHaveTextContent("2");
    await waitFor(() => expect(output).toHaveAttribute("data-invalid", "false"));
    await submit();
    await waitFor(() => expect(submittedValues()).toEqual({ guests: 2 }));
  });
});
