/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@/components/cart/test-utils";
import { AddAreasForm } from "./add-areas-form";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const warehouse = { id: 3, name: "Central", city: null, active: true, area_count: 3, slot_count: 0, areas: [], slots: [] };
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  api.reply("POST /api/console/warehouses/3/areas", { body: { warehouse, added: ["560101", "560102", "560103"], duplicates: [], message: "Added 3 pincodes" } });
});

const form = () => screen.getByRole("form", { name: "Add pincodes" });

describe("AddAreasForm", () => {
  it("sends the pasted pincodes with the CSV file's, and the limit in rupees", async () => {
    render(<AddAreasForm warehouseId={3} />);
    fireEvent.change(within(form()).getByLabelText(/^Pincodes/), { target: { value: "560101" } });
    const content = "pincode\n560102\n560103\n";
    // jsdom's File has no text(), which every browser's has; this one reads its own content.
    const csv = Object.assign(new File([content], "areas.csv", { type: "text/csv" }), { text: async () => content });
    fireEvent.change(within(form()).getByLabelText(/^Or a CSV file/), { target: { files: [csv] } });
    fireEvent.change(within(form()).getByLabelText(/^Cash on delivery limit/), { target: { value: "1500" } });
    fireEvent.click(within(form()).getByRole("button", { name: "Add pincodes" }));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({
      method: "POST",
      path: "/api/console/warehouses/3/areas",
      body: { pincodes: "560101\npincode\n560102\n560103\n", cod_limit: 1500, cod_enabled: true },
    });
  });

  it("shows the API's rule under the limit field for a limit of zero, and sends nothing", async () => {
    render(<AddAreasForm warehouseId={3} />);
    fireEvent.change(within(form()).getByLabelText(/^Pincodes/), { target: { value: "560101" } });
    fireEvent.change(within(form()).getByLabelText(/^Cash on delivery limit/), { target: { value: "0" } });
    fireEvent.click(within(form()).getByRole("button", { name: "Add pincodes" }));
    expect(await within(form()).findByText("The cash on delivery limit is above zero; leave it empty for no limit")).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
