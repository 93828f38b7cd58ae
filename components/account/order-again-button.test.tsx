/** @jest-environment jsdom */
import { act, fireEvent, screen } from "@testing-library/react";
import { renderInEnglish } from "@/testing/with-messages";
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

    await act(async () => answer({ cart: emptyCart(), added: [], left_out: [], price_changed: [], message: "Nothing could be added." }));
    expect(await screen.findByRole("button", { name: "Order again: order AS-100107" })).toBeEnabled();
    expect(screen.getByRole("status")).toHaveTextContent("Nothing could be added.");
  });
});
