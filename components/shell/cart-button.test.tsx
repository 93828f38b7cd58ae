/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { renderInEnglish } from "@/testing/with-messages";
import { visitorReadyAtom } from "@/lib/state/visitor";
import { CartButton } from "./cart-button";

function setup(ready: boolean) {
  const store = createStore();
  store.set(visitorReadyAtom, ready);
  renderInEnglish(
    <Provider store={store}>
      <CartButton />
    </Provider>,
  );
}

describe("CartButton", () => {
  it("until the visitor call answers, is named Cart and holds no count in its text (the hint's CSS draws it)", () => {
    setup(false);
    const button = screen.getByRole("button", { name: "Cart" });
    expect(button.textContent).not.toMatch(/\d/);
    expect(button.querySelector('[data-hint-when="no-cart"]')).toHaveClass("cart-badge-zero");
    expect(button.querySelector('[data-hint-when="cart"][data-hint-text="cart"]')).not.toBeNull();
  });

  it("once the visitor is known, names the count its badge shows", () => {
    setup(true);
    const button = screen.getByRole("button", { name: "Cart, 0 items" });
    expect(screen.getByTestId("cart-badge")).toHaveTextContent("0");
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
  });
});
