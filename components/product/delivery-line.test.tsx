/** @jest-environment jsdom */
import { fireEvent, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { SWRConfig } from "swr";
import { createUiStore, pincodeAtom, pincodeDialogOpenAtom } from "@/lib/state/ui";
import { visitorReadyAtom } from "@/lib/state/visitor";
import { fakeApi } from "@/components/cart/test-utils";
import { englishTexts, renderInEnglish } from "@/testing/with-messages";
import { deliveryChargeText } from "./delivery-details";
import { DeliveryLine } from "./delivery-line";

function setup(pincode: string | null, ready = true) {
  const store = createUiStore();
  store.set(visitorReadyAtom, ready);
  store.set(pincodeAtom, pincode);
  store.set(pincodeDialogOpenAtom, false);
  renderInEnglish(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <DeliveryLine warehouseId={3} />
      </SWRConfig>
    </Provider>,
  );
  return { store, line: screen.getByRole("region", { name: "Delivery" }) };
}

const served = { pincode: "560001", serviceable: true, message: "Delivery available to 560001", delivery_charge: 40, free_delivery_above: 499 };

it("asks for a pincode when there is none, and opens Change Location", () => {
  const api = fakeApi();
  const { store, line } = setup(null);
  expect(within(line).getByText("Choose your delivery pincode to see slots and delivery charges.")).toBeInTheDocument();
  fireEvent.click(within(line).getByRole("button", { name: "Select delivery pincode" }));
  expect(store.get(pincodeDialogOpenAtom)).toBe(true);
  expect(api.requests).toEqual([]);
});

it("shows the next slot, the charge and the free-delivery threshold for the chosen pincode and the pack's warehouse", async () => {
  const api = fakeApi();
  api.reply("GET /api/delivery/560001?warehouse_id=3", { body: { ...served, slot: { date: "2026-11-26", start_time: "09:00", end_time: "12:00" } } });
  const { line } = setup("560001");
  expect(within(line).getByText("Delivery to 560001")).toBeInTheDocument();
  expect(await within(line).findByText("Next slot: Thu, Nov 26, 9:00 AM – 12:00 PM")).toBeInTheDocument();
  expect(within(line).getByText("₹40.00 delivery, free on orders of ₹499.00 or more")).toBeInTheDocument();
  expect(within(line).queryByText(/Choose your delivery pincode/)).toBeNull();
});

it("says when the pincode is not delivered to", async () => {
  const api = fakeApi();
  api.reply("GET /api/delivery/700001?warehouse_id=3", {
    body: { pincode: "700001", serviceable: false, message: "Sorry, we do not deliver to 700001 yet", delivery_charge: 0, free_delivery_above: null, slot: null },
  });
  const { line } = setup("700001");
  expect(await within(line).findByText("Not delivered to 700001")).toBeInTheDocument();
  expect(within(line).getByRole("button", { name: "Change delivery pincode" })).toBeInTheDocument();
});

it("words the charge for free, never-free and thresholded delivery", () => {
  expect(deliveryChargeText({ delivery_charge: 0, free_delivery_above: null }, englishTexts("Product"))).toBe("Free delivery");
  expect(deliveryChargeText({ delivery_charge: 60, free_delivery_above: null }, englishTexts("Product"))).toBe("₹60.00 delivery");
  expect(deliveryChargeText({ delivery_charge: 250, free_delivery_above: 10000 }, englishTexts("Product"))).toBe("₹250.00 delivery, free on orders of ₹10,000.00 or more");
});

it("draws both states until the visitor call answers, for the visitor hint's CSS to pick one, and fetches nothing", () => {
  const api = fakeApi();
  const { line } = setup(null, false);
  expect(line.querySelector('[data-hint-when="no-pincode"]')).toHaveTextContent("Choose your delivery pincode to see slots and delivery charges.");
  expect(line.querySelector('[data-hint-when="pincode"] [data-hint-text="pincode"]')).not.toBeNull();
  expect(api.requests).toEqual([]);
});
