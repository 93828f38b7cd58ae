/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { ProductForm } from "./product-form";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const sent = jest.fn();
beforeEach(() => {
  sent.mockReset();
  global.fetch = sent;
});

describe("ProductForm, adding a product", () => {
  it("shows the price-above-MRP rule under the price of the pack it concerns, and sends nothing", async () => {
    render(<ProductForm options={{ categories: [], brands: [], suppliers: [], warehouses: [] }} />);
    const form = screen.getByRole("form", { name: "New product" });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: "Desi Jaggery" } });
    const pack = within(form).getByRole("group", { name: "Pack 1" });
    fireEvent.change(within(pack).getByLabelText(/^Label/), { target: { value: "1 kg" } });
    fireEvent.change(within(pack).getByLabelText(/^MRP/), { target: { value: "100" } });
    fireEvent.change(within(pack).getByLabelText(/^Price/), { target: { value: "120" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add product" }));

    expect(await within(pack).findByText("The price cannot be above the MRP")).toBeInTheDocument();
    expect(within(pack).getByLabelText(/^Price/)).toHaveAccessibleDescription(expect.stringContaining("The price cannot be above the MRP"));
    expect(sent).not.toHaveBeenCalled();
  });
});
