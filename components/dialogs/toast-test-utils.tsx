import { screen } from "@testing-library/react";
import { renderInEnglish } from "@/testing/with-messages";
import { createStore, Provider } from "jotai";
import { toastsAtom } from "@/lib/state/ui";
import { ToastViewport } from "./toasts";

/**
 * Shows one toast and waits for the toast's code, as a page has it once idle, so that tests after it
 * can see a toast in the same step that raises it (and run on fake timers).
 */
export async function loadToastCode(): Promise<void> {
  const store = createStore();
  store.set(toastsAtom, [{ id: 0, type: "info", text: "Toast code loaded" }]);
  const view = renderInEnglish(
    <Provider store={store}>
      <ToastViewport />
    </Provider>,
  );
  await screen.findByText("Toast code loaded");
  view.unmount();
}
