/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import { DatePickerField } from "./datepicker-field";
import { describeRequiredField, renderInForm } from "./test-utils";

const dateInput = () => screen.getByRole("textbox", { name: "Delivery date" });
const calendar = () => screen.getByRole("dialog", { name: "Choose Delivery date" });

describe("DatePickerField", () => {
  describeRequiredField({
    field: <DatePickerField name="deliveryDate" label="Delivery date" required />,
    name: "deliveryDate",
    label: "Delivery date",
    control: dateInput,
    fill: async (user) => {
      await user.type(dateInput(), "2024-03-15");
      await user.tab();
    },
    filledValue: "20240315",
  });

  it("shows a stored YYYYMMDD value as 'MMM D, YYYY'", () => {
    renderInForm(<DatePickerField name="deliveryDate" label="Delivery date" />, { deliveryDate: "20240315" });
    expect(dateInput()).toHaveValue("Mar 15, 2024");
  });

  it("shows '00000000' as empty and treats it as empty when required", async () => {
    const { submit, onSubmit } = renderInForm(<DatePickerField name="deliveryDate" label="Delivery date" required />, {
      deliveryDate: "00000000",
    });
    expect(dateInput()).toHaveValue("");
    await submit();
    expect(await screen.findByText("Delivery date is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits '00000000' for an optional empty date", async () => {
    const { submit, submittedValues } = renderInForm(<DatePickerField name="deliveryDate" label="Delivery date" />);
    await submit();
    await waitFor(() => expect(submittedValues()).toEqual({ deliveryDate: "00000000" }));
  });

  it("picks a date with the keyboard alone", async () => {
    const { user, submit, submittedValues } = renderInForm(<DatePickerField name="deliveryDate" label="Delivery date" />, {
      deliveryDate: "20240315",
    });
    await user.click(dateInput());
    await user.keyboard("{ArrowDown}");

    const grid = within(calendar()).getByRole("grid", { name: "March 2024" });
    expect(within(grid).getByRole("gridcell", { name: "Friday, March 15, 2024" })).toHaveFocus();
    expect(within(grid).getByRole("gridcell", { name: "Friday, March 15, 2024" })).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(screen.getByRole("gridcell", { name: "Saturday, March 23, 2024" })).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("grid", { name: "February 2024" })).toBeInTheDocument();
    expect(screen.getByRole("gridcell", { name: "Thursday, February 29, 2024" })).toHaveFocus();
    expect(screen.getByRole("combobox", { name: "Month" })).toHaveDisplayValue("February");

    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(dateInput()).toHaveValue("Feb 29, 2024");
    expect(dateInput()).toHaveFocus();

    await submit();
    await waitFor(() => expect(submittedValues()).toEqual({ deliveryDate: "20240229" }));
  });

  it("picks from the month and year selects, offering years 1900 to 2099", async () => {
    const { user } = renderInForm(<DatePickerField name="deliveryDate" label="Delivery date" />, { deliveryDate: "20240315" });
    await user.click(screen.getByRole("button", { name: "Choose Delivery date" }));
    expect(screen.getByRole("button", { name: "Choose Delivery date" })).toHaveAttribute("aria-expanded", "true");

    const years = within(screen.getByRole("combobox", { name: "Year" })).getAllByRole("option");
    expect(years).toHaveLength(200);
    expect(years[0]).toHaveTextContent("1900");
    expect(years.at(-1)).toHaveTextContent("2099");

    await user.selectOptions(screen.getByRole("combobox", { name: "Year" }), "1999");
    await user.selectOptions(screen.getByRole("combobox", { name: "Month" }), "December");
    await user.click(screen.getByRole("gridcell", { name: "Friday, December 31, 1999" }));
    expect(dateInput()).toHaveValue("Dec 31, 1999");
  });

  it("keeps keyboard moves within 1900 to 2099", async () => {
    const { user } = renderInForm(<DatePickerField name="deliveryDate" label="Delivery date" />, { deliveryDate: "20991231" });
    await user.click(dateInput());
    await user.keyboard("{ArrowDown}{ArrowRight}{Enter}");
    expect(dateInput()).toHaveValue("Dec 31, 2099");
  });

  it("closes the calendar with Escape without changing the value", async () => {
    const { user } = renderInForm(<DatePickerField name="deliveryDate" label="Delivery date" />, { deliveryDate: "20240315" });
    await user.click(dateInput());
    await user.keyboard("{ArrowDown}{ArrowRight}{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(dateInput()).toHaveValue("Mar 15, 2024");
    expect(dateInput()).toHaveFocus();
  });

  it("accepts typed dates in the display, ISO or stored form and ignores nonsense", async () => {
    const { user } = renderInForm(<DatePickerField name="deliveryDate" label="Delivery date" />);
    await user.type(dateInput(), "Jan 2, 2025{Enter}");
    expect(dateInput()).toHaveValue("Jan 2, 2025");
    await user.clear(dateInput());
    await user.type(dateInput(), "20250704");
    await user.tab();
    expect(dateInput()).toHaveValue("Jul 4, 2025");
    await user.clear(dateInput());
    await user.type(dateInput(), "someday");
    await user.tab();
    expect(dateInput()).toHaveValue("Jul 4, 2025");
  });

  it("uses a custom display format", () => {
    renderInForm(<DatePickerField name="deliveryDate" label="Delivery date" format="DD/MM/YYYY" />, { deliveryDate: "2024-03-05" });
    expect(dateInput()).toHaveValue("05/03/2024");
  });

  it("opens its popup 3px below the input above everything else", async () => {
    const { user } = renderInForm(<DatePickerField name="deliveryDate" label="Delivery date" />);
    await user.click(screen.getByRole("button", { name: "Choose Delivery date" }));
    const popup = calendar().parentElement!;
    expect(popup.style.top).toBe("calc(100% + 3px)");
    expect(popup.style.zIndex).toBe("9999");
  });
});
