/** @jest-environment jsdom */
import { fireEvent, screen } from "@testing-library/react";
import { renderInEnglish } from "@/testing/with-messages";
import { createStore, Provider } from "jotai";
import { pincodeAtom, pincodeDialogOpenAtom } from "@/lib/state/ui";
import { visitorReadyAtom } from "@/lib/state/visitor";
import { PincodeButton } from "./pincode-button";

function setup(pincode: string | null, variant?: "stacked" | "inline" | "strip", ready = true) {
  const store = createStore();
  store.set(pincodeAtom, pincode);
  store.set(visitorReadyAtom, ready);
  renderInEnglish(
    <Provider store={store}>
      <PincodeButton variant={variant} />
    </Provider>,
  );
  return store;
}

describe("PincodeButton", () => {
  it.each(["stacked", "inline", "strip"] as const)("%s: names the current pincode and opens the dialog flag", (variant) => {
    const store = setup("560001", variant);
    const button = screen.getByRole("button", { name: "Deliver to 560001" });
    fireEvent.click(button);
    expect(store.get(pincodeDialogOpenAtom)).toBe(true);
  });

  it("asks for a pincode when there is none", () => {
    setup(null);
    expect(screen.getByRole("button", { name: "Select pincode" })).toBeInTheDocument();
  });

  it("draws both texts until the visitor call answers; the visitor hint's CSS shows one, with its pincode", () => {
    setup(null, "stacked", false);
    const button = screen.getByRole("button");
    expect(button.querySelector('[data-hint-when="no-pincode"]')).toHaveTextContent("Select pincode");
    expect(button.querySelector('[data-hint-when="pincode"] [data-hint-text="pincode"]')).not.toBeNull();
  });
});
