/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "jotai";
import { createUiStore, toastsAtom } from "@/lib/state/ui";
import { fakeApi } from "@/components/cart/test-utils";
import { usePlaceOrder } from "./use-place-order";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn() }) }));

const BODY = { address_id: 3, payment_method: "cod", deliveries: [{ delivery_charge_id: 1, date: "2026-11-27", start_time: "09:00", end_time: "12:00" }], notes: "", expected_total: 372 };
const PLACED = { id: 41, order_number: "AS-100141", payment_method: "cod", payment_status: "pending", status: "placed", total: 372, next: "/checkout/confirm/41" };

function Harness({ onPriceChange }: { onPriceChange: () => Promise<unknown> }) {
  const order = usePlaceOrder(onPriceChange);
  return (
    <>
      <button type="button" onClick={() => void order.place(BODY)} disabled={order.placing}>
        Place Order
      </button>
      {order.error && <p role="alert">{order.error}</p>}
    </>
  );
}

function setup(onPriceChange = jest.fn(async () => undefined)) {
  const store = createUiStore();
  store.set(toastsAtom, []);
  render(
    <Provider store={store}>
      <Harness onPriceChange={onPriceChange} />
    </Provider>,
  );
  return { store, onPriceChange, button: screen.getByRole("button", { name: "Place Order" }) };
}

const keysSent = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.path === "/api/checkout/place").map((request) => (request.body as { idempotency_key: string }).idempotency_key);

beforeEach(() => {
  push.mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("placing an order", () => {
  it("sends one request for two clicks in a row, then goes where the server says", async () => {
    const api = fakeApi();
    api.reply("POST /api/checkout/place", { body: PLACED });
    const { button } = setup();
    await act(async () => {
      button.click();
      button.click();
    });
    expect(keysSent(api)).toHaveLength(1);
    expect(push).toHaveBeenCalledWith("/checkout/confirm/41");
    expect(button).toBeDisabled();
  });

  it("leaves the checkout's toasts behind when the order is placed", async () => {
    const api = fakeApi();
    api.reply("POST /api/checkout/place", { body: PLACED });
    const { button, store } = setup();
    store.set(toastsAtom, [{ id: 1, type: "success", title: "Success", text: "Address added" }]);
    await act(async () => fireEvent.click(button));
    expect(push).toHaveBeenCalledWith("/checkout/confirm/41");
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it("retries a failed connection with the same key, so a lost answer cannot make a second order", async () => {
    const api = fakeApi();
    api.reply("POST /api/checkout/place", new TypeError("Failed to fetch"), { body: PLACED });
    const { button } = setup();
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch");
    await act(async () => fireEvent.click(button));
    const [first, second] = keysSent(api);
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(second).toBe(first);
  });

  it("shows a refusal's message and starts a new attempt with a new key", async () => {
    const api = fakeApi();
    api.reply("POST /api/checkout/place", { status: 422, body: { message: "Not deliverable to 700001" } }, { body: PLACED });
    const { button, store, onPriceChange } = setup();
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole("alert")).toHaveTextContent("Not deliverable to 700001");
    expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ type: "error", text: "Not deliverable to 700001" })]);
    expect(onPriceChange).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(button));
    const [first, second] = keysSent(api);
    expect(second).not.toBe(first);
  });

  it("reloads the cart when the prices changed", async () => {
    const api = fakeApi();
    api.reply("POST /api/checkout/place", { status: 409, body: { message: "Prices have changed. Please review your order: the total is now ₹380.00." } });
    const { button, onPriceChange } = setup();
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole("alert")).toHaveTextContent("the total is now ₹380.00");
    expect(onPriceChange).toHaveBeenCalledTimes(1);
    expect(button).toBeEnabled();
  });
});
