/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { TaxonomyForm } from "./taxonomy-form";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const sent = jest.fn();
beforeEach(() => {
  sent.mockReset();
  global.fetch = sent;
});

const change = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe("TaxonomyForm", () => {
  it("offers a category every other category as its parent, and shows the API's rule under the position, sending nothing", async () => {
    const parents = [
      { id: 1, name: "Rice & Grains" },
      { id: 2, name: "Basmati Rice" },
    ];
    render(<TaxonomyForm kind="categories" record={{ id: 2, name: "Basmati Rice", slug: "basmati-rice", image: null, parent_id: 1, parent_name: "Rice & Grains", position: 0, active: true }} parents={parents} />);
    const form = screen.getByRole("form", { name: "Edit category" });
    const under = within(form).getByLabelText(/^Under/);
    expect(under).toHaveValue("1");
    expect(within(under).queryByRole("option", { name: "Basmati Rice" })).toBeNull();
    change(form, "Position", "-2");
    fireEvent.click(within(form).getByRole("button", { name: "Save category" }));
    expect(await within(form).findByText("The position is 0 or more")).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Position/)).toHaveAccessibleDescription(expect.stringContaining("The position is 0 or more"));
    expect(sent).not.toHaveBeenCalled();
  });

  it("refuses a supplier's web address that is not http(s) under its field, sending nothing", async () => {
    render(<TaxonomyForm kind="suppliers" />);
    const form = screen.getByRole("form", { name: "New supplier" });
    change(form, "Name", "Deccan Mills");
    change(form, "Web address", "javascript:alert(1)");
    fireEvent.click(within(form).getByRole("button", { name: "Add supplier" }));
    expect(await within(form).findByText("Enter the supplier's web address, starting with https://")).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });
});
