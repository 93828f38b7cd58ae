/** @jest-environment jsdom */
import { act, fireEvent, screen } from "@testing-library/react";
import { renderInEnglish } from "@/testing/with-messages";
import { useState } from "react";
import { Modal, MODAL_CLOSE_DELAY_MS, MODAL_OPEN_DELAY_MS } from "./modal";

function Harness({ onClosed, side }: { onClosed: (confirmed: boolean) => void; side?: "center" | "right" }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Modal open={open} onClose={() => setOpen(false)} afterClose={onClosed} title="Remove item" side={side}>
        <p>Are you sure?</p>
      </Modal>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("Modal", () => {
  it("opens after 5 ms with the default width and texts, labelled by its title", () => {
    renderInEnglish(<Harness onClosed={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open it" }));
    const dialog = screen.getByRole("dialog", { name: "Remove item" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAttribute("data-state", "closed");
    act(() => jest.advanceTimersByTime(MODAL_OPEN_DELAY_MS));
    expect(dialog).toHaveAttribute("data-state", "open");
    expect(dialog.style.width).toBe("min(100%, 450px)");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ok" })).toBeInTheDocument();
  });

  it("reports the confirm flag after the 300 ms close animation", () => {
    const onClosed = jest.fn();
    renderInEnglish(<Harness onClosed={onClosed} />);
    fireEvent.click(screen.getByRole("button", { name: "Open it" }));
    act(() => jest.advanceTimersByTime(MODAL_OPEN_DELAY_MS));
    fireEvent.click(screen.getByRole("button", { name: "Ok" }));
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_DELAY_MS - 1));
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toHaveAttribute("data-state", "closed");
    act(() => jest.advanceTimersByTime(1));
    expect(onClosed).toHaveBeenCalledWith(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Escape closes without confirming and focus returns to the opener", async () => {
    const onClosed = jest.fn();
    renderInEnglish(<Harness onClosed={onClosed} />);
    const opener = screen.getByRole("button", { name: "Open it" });
    opener.focus();
    fireEvent.click(opener);
    act(() => jest.advanceTimersByTime(MODAL_OPEN_DELAY_MS));
    expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: "Escape" });
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_DELAY_MS));
    expect(onClosed).toHaveBeenCalledWith(false);
    expect(opener).toHaveFocus();
  });

  it("a right-side panel has no default buttons", () => {
    renderInEnglish(<Harness onClosed={() => {}} side="right" />);
    fireEvent.click(screen.getByRole("button", { name: "Open it" }));
    expect(screen.queryByRole("button", { name: "Ok" })).toBeNull();
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  });
});
