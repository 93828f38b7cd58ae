/** @jest-environment jsdom */
import { act, fireEvent, screen } from "@testing-library/react";
import { renderInEnglish, renderInLanguage } from "@/testing/with-messages";
import { emptyCart } from "@/lib/api/schemas";
import { OrderAgainButton } from "./order-again-button";

jest.mock("@/lib/state/visitor", () => ({ useVisitorReady: () => true }));

let answer: (value: unknown) => void = () => {};
jest.mock("@/lib/api/buy-again", () => ({
  orderAgain: jest.fn(() => new Promise((resolve) => (answer = resolve))),
}));

describe("OrderAgainButton", () => {
  it("keeps the words on the button at the start of its accessible name, also while it adds", async () => {
    renderInEnglish(<OrderAgainButton orderId={7} orderNumber="AS-100107" />);
    const idle = screen.getByRole("button", { name: "Order again: order AS-100107" });
    expect(idle).toHaveTextContent("Order again");

    fireEvent.click(idle);
    const busy = await screen.findByRole("button", { name: "Adding…: order AS-100107" });
    expect(busy).toHaveTextContent("Adding…");
    expect(busy).toHaveAttribute("aria-busy", "true");

    await act(async () => answer({ cart: emptyCart(), added: [], left_out: [], price_changed: [], message: "Nothing from this order could be added to your cart." }));
    expect(await screen.findByRole("button", { name: "Order again: order AS-100107" })).toBeEnabled();
    expect(screen.getByRole("status")).toHaveTextContent("Nothing from this order could be added to your cart.");
  });

  it("says what happened in the page's language, not in the API's English", async () => {
    renderInLanguage("hi", <OrderAgainButton orderId={7} orderNumber="AS-100107" />);
    fireEvent.click(screen.getByRole("button", { name: "फिर से ऑर्डर करें: ऑर्डर AS-100107" }));
    const added = { pack_id: 1, label: "Toor Dal 1 kg", quantity: 2, price: 160 };
    await act(async () => answer({ cart: emptyCart(), added: [added], left_out: [], price_changed: [], message: "Added 2 items to your cart at today's prices." }));
    expect(screen.getByRole("status")).toHaveTextContent("2 आइटम आज की कीमतों पर आपके कार्ट में डाले गए।");
  });
});
