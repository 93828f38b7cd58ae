/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { ConsoleProductDetail } from "@/lib/api/schemas/console/products";
import { GTIN_MESSAGE } from "@/lib/validation/gtin";
import { PackEditForm } from "./pack-edit-form";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const pack: ConsoleProductDetail["packs"][number] = {
  id: 7,
  name: "1 kg",
  price: 150,
  act_price: 170,
  net_quantity: 1,
  net_unit: "kg",
  gtin: null,
  image: null,
  active: true,
  stock: 4,
  stock_status: "in_stock",
};

const sent = jest.fn();
beforeEach(() => {
  sent.mockReset();
  global.fetch = sent;
});

function renderForm() {
  render(<PackEditForm productName="Desi Jaggery" pack={pack} index={0} />);
  return screen.getByRole("form", { name: "Pack 1 of Desi Jaggery" });
}

const change = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe("PackEditForm", () => {
  it("shows the pack's fields as saved", () => {
    const form = renderForm();
    expect(within(form).getByLabelText(/^Label/)).toHaveValue("1 kg");
    expect(within(form).getByLabelText(/^Net quantity/)).toHaveValue(1);
    expect(within(form).getByLabelText(/^MRP/)).toHaveValue(170);
    expect(within(form).getByLabelText(/^Price/)).toHaveValue(150);
  });

  it("shows the API's rule under the price when the price is above the MRP, and sends nothing", async () => {
    const form = renderForm();
    change(form, "Price", "180");
    fireEvent.click(within(form).getByRole("button", { name: "Save pack" }));
    expect(await within(form).findByText("The price cannot be above the MRP")).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Price/)).toHaveAccessibleDescription(expect.stringContaining("The price cannot be above the MRP"));
    expect(sent).not.toHaveBeenCalled();
  });

  it("refuses a GTIN whose check digit is wrong under the GTIN field", async () => {
    const form = renderForm();
    change(form, "GTIN", "8901030865276");
    fireEvent.click(within(form).getByRole("button", { name: "Save pack" }));
    expect(await within(form).findByText(GTIN_MESSAGE)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });
});
