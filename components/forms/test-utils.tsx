import { render, screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Form } from "./form";
import { ResetButton } from "./reset-button";
import { SubmitButton } from "./submit-button";

/** Renders fields inside a <Form> with Save and Reset buttons. */
export function renderInForm(fields: ReactElement, defaultValues?: Record<string, unknown>) {
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  const view = render(
    <Form defaultValues={defaultValues} onSubmit={onSubmit}>
      {fields}
      <SubmitButton>Save</SubmitButton>
      <ResetButton />
    </Form>,
  );
  return {
    ...view,
    user,
    onSubmit,
    submit: () => user.click(screen.getByRole("button", { name: "Save" })),
    reset: () => user.click(screen.getByRole("button", { name: "Reset" })),
    submittedValues: () => onSubmit.mock.calls.at(-1)?.[0],
  };
}

export interface RequiredFieldContract {
  /** The field under test, rendered with `name` and `label` and `required`. */
  field: ReactElement;
  name: string;
  label: string;
  /** The element carrying the label, aria-invalid and aria-describedby. */
  control: () => HTMLElement;
  /** The element that receives focus on error, when not the control itself. */
  focusTarget?: () => HTMLElement;
  /** Gives the field a valid value the way a person would. */
  fill: (user: UserEvent) => Promise<void>;
  filledValue: unknown;
}

/** The behaviour every required field shares inside a <Form>. */
export function describeRequiredField(contract: RequiredFieldContract) {
  const { field, name, label, control, fill, filledValue } = contract;
  const focusTarget = contract.focusTarget ?? control;
  const requiredMessage = `${label} is required`;

  describe("as a required field in a form", () => {
    it("is named by its label, marks the asterisk aria-hidden and sets aria-required", () => {
      renderInForm(field);
      expect(control()).toHaveAttribute("aria-required", "true");
      const asterisk = screen.getByText("*");
      expect(asterisk).toHaveAttribute("aria-hidden", "true");
      expect(asterisk.closest("label, span[id]")).toHaveTextContent(label);
      expect(control()).not.toHaveAttribute("aria-invalid");
    });

    it("blocks submit while empty, shows the error under the field and focuses the field", async () => {
      const { submit, onSubmit } = renderInForm(field);
      await submit();
      const error = await screen.findByText(requiredMessage);
      expect(onSubmit).not.toHaveBeenCalled();
      expect(control()).toHaveAttribute("aria-invalid", "true");
      expect(control().getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
      expect(focusTarget()).toHaveFocus();
    });

    it("revalidates on change once the error shows, clearing it when fixed", async () => {
      const { user, submit } = renderInForm(field);
      await submit();
      await screen.findByText(requiredMessage);
      await fill(user);
      await waitFor(() => expect(screen.queryByText(requiredMessage)).not.toBeInTheDocument());
      expect(control()).not.toHaveAttribute("aria-invalid");
      expect(control()).not.toHaveAttribute("aria-describedby");
    });

    it("clears the error on reset", async () => {
      const { submit, reset } = renderInForm(field);
      await submit();
      await screen.findByText(requiredMessage);
      await reset();
      expect(screen.queryByText(requiredMessage)).not.toBeInTheDocument();
      expect(control()).not.toHaveAttribute("aria-invalid");
    });

    it("submits the value once valid", async () => {
      const { user, submit, onSubmit, submittedValues } = renderInForm(field);
      await fill(user);
      await submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(submittedValues()).toEqual({ [name]: filledValue });
    });

    it("goes back to empty on reset", async () => {
      const { user, submit, reset, onSubmit } = renderInForm(field);
      await fill(user);
      await reset();
      await submit();
      expect(await screen.findByText(requiredMessage)).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });
}
