/** @jest-environment jsdom */
import { act, fireEvent, screen } from "@testing-library/react";
import { renderInEnglish } from "@/testing/with-messages";
import { createStore, Provider } from "jotai";
import { useState } from "react";
import { useToast } from "@/lib/state/toasts";
import { Modal, MODAL_CLOSE_DELAY_MS, MODAL_OPEN_DELAY_MS } from "./modal";
import { loadToastCode } from "./toast-test-utils";
import { ToastViewport } from "./toasts";

function Page() {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Cart Summary" footer={null}>
        <button type="button" onClick={() => toast.error("Could not add")}>
          Add one more
        </button>
      </Modal>
      <ToastViewport />
    </>
  );
}

beforeAll(loadToastCode);
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("while a modal dialog is open the toasts render inside it (the page behind is inert), and return to the page after", () => {
  renderInEnglish(
    <Provider store={createStore()}>
      <Page />
    </Provider>,
  );
  const notifications = () => screen.getByRole("region", { name: "Notifications" });
  expect(notifications().closest("dialog")).toBeNull();

  fireEvent.click(screen.getByRole("button", { name: "Open it" }));
  act(() => jest.advanceTimersByTime(MODAL_OPEN_DELAY_MS));
  const dialog = screen.getByRole("dialog", { name: "Cart Summary" });
  expect(dialog).toContainElement(notifications());
  fireEvent.click(screen.getByRole("button", { name: "Add one more" }));
  expect(dialog).toContainElement(screen.getByRole("alert"));
  expect(screen.getByRole("alert")).toHaveTextContent("Could not add");

  fireEvent.keyDown(document, { key: "Escape" });
  act(() => jest.advanceTimersByTime(MODAL_CLOSE_DELAY_MS));
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(screen.getByRole("alert")).toHaveTextContent("Could not add");
  expect(notifications().closest("dialog")).toBeNull();
});
