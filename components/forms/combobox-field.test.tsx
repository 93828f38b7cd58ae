/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { ComboboxField } from "./combobox-field";
import { describeRequiredField, renderInForm } from "./test-utils";

const cities = [
  { text: "Bengaluru", value: "BLR" },
  { text: "Chennai", value: "MAA" },
  { text: "Mumbai", value: "BOM" },
  { text: "Mysuru", value: "MYQ" },
];

const combobox = () => screen.getByRole("combobox", { name: "City" });

describe("ComboboxField", () => {
  describeRequiredField({
    field: <ComboboxField name="city" label="City" options={cities} required />,
    name: "city",
    label: "City",
    control: combobox,
    fill: async (user) => {
      await user.type(combobox(), "chen");
      await user.click(screen.getByRole("option", { name: "Chennai" }));
    },
    filledValue: "MAA",
  });

  it("follows the ARIA combobox pattern and filters options as you type", async () => {
    const { user } = renderInForm(<ComboboxField name="city" label="City" options={cities} />);
    const input = combobox();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();

    await user.type(input, "m");
    expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = screen.getByRole("listbox");
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Mumbai", "Mysuru"]);

    await user.type(input, "y");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Mysuru"]);
  });

  it("shows exactly 'No matching data' when nothing matches", async () => {
    const { user } = renderInForm(<ComboboxField name="city" label="City" options={cities} />);
    await user.type(combobox(), "zzz");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByText("No matching data")).toHaveTextContent(/^No matching data$/);
  });

  it("opens its popup 3px below the input above everything else", async () => {
    const { user } = renderInForm(<ComboboxField name="city" label="City" options={cities} />);
    await user.type(combobox(), "b");
    const popup = screen.getByRole("listbox").parentElement!;
    expect(popup.style.top).toBe("calc(100% + 3px)");
    expect(popup.style.zIndex).toBe("9999");
    expect(popup.parentElement).toContainElement(combobox());
  });

  it("is fully keyboard usable: arrows move, Enter picks, Escape closes", async () => {
    const { user, submit, submittedValues } = renderInForm(<ComboboxField name="city" label="City" options={cities} />);
    const input = combobox();
    input.focus();

    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: "Bengaluru" }).id);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("option", { name: "Mumbai" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: "Chennai" }).id);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: "Mysuru" }).id);

    await user.keyboard("{Enter}");
    expect(input).toHaveValue("Mysuru");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).not.toHaveAttribute("aria-activedescendant");

    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: "Mysuru" }).id);
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("Mysuru");

    await submit();
    await waitFor(() => expect(submittedValues()).toEqual({ city: "MYQ" }));
  });

  it("picks the highlighted match of the typed text with Enter", async () => {
    const { user } = renderInForm(<ComboboxField name="city" label="City" options={cities} />);
    await user.type(combobox(), "mu{ArrowDown}{Enter}");
    expect(combobox()).toHaveValue("Mumbai");
  });

  it("restores the chosen option's text when typing is abandoned", async () => {
    const { user } = renderInForm(<ComboboxField name="city" label="City" options={cities} />, { city: "BLR" });
    expect(combobox()).toHaveValue("Bengaluru");
    await user.type(combobox(), "xyz");
    await user.tab();
    expect(combobox()).toHaveValue("Bengaluru");
  });

  it("becomes empty when the text is erased", async () => {
    const { user, submit } = renderInForm(<ComboboxField name="city" label="City" options={cities} required />, { city: "BLR" });
    await user.clear(combobox());
    await submit();
    expect(await screen.findByText("City is required")).toBeInTheDocument();
  });
});
