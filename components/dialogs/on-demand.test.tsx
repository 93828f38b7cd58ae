/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitForElementToBeRemoved } from "@testing-library/react";
import { Suspense, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { renderInEnglish } from "@/testing/with-messages";
import { atom, createStore, Provider, useAtom, type PrimitiveAtom } from "jotai";
import { Modal } from "./modal";
import { hydrateWhenIdle, mountWhenIdle, MountWhenOpened, onDemand } from "./on-demand";

function dialogFor(openAtom: PrimitiveAtom<boolean>) {
  return function LocationDialog() {
    const [open, setOpen] = useAtom(openAtom);
    return (
      <Modal open={open} onClose={() => setOpen(false)} title="Change Location" footer={null}>
        <label>
          Pincode <input name="pincode" />
        </label>
      </Modal>
    );
  };
}

function setup(initiallyOpen: boolean) {
  const openAtom = atom(initiallyOpen);
  const store = createStore();
  const load = jest.fn(() => Promise.resolve(dialogFor(openAtom)));
  const dialog = onDemand(load);
  renderInEnglish(
    <Provider store={store}>
      <button type="button">Opener</button>
      <MountWhenOpened openAtom={openAtom}>
        <dialog.Component />
      </MountWhenOpened>
    </Provider>,
  );
  return { load, dialog, open: (value: boolean) => act(() => store.set(openAtom, value)) };
}

describe("a dialog whose code arrives on demand", () => {
  it("downloads nothing until its flag turns true, then opens labelled by its title with focus inside", async () => {
    const { load, open } = setup(false);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();

    screen.getByRole("button", { name: "Opener" }).focus();
    open(true);
    const dialog = await screen.findByRole("dialog", { name: "Change Location" });
    expect(load).toHaveBeenCalledTimes(1);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(dialog).toContainElement(screen.getByRole("textbox", { name: "Pincode" }));
  });

  it("works when it is mounted with its flag already true", async () => {
    setup(true);
    expect(await screen.findByRole("dialog", { name: "Change Location" })).toBeInTheDocument();
  });

  it("stays mounted after closing, so it animates out and opens again without another download", async () => {
    const { load, open } = setup(false);
    open(true);
    await screen.findByRole("dialog", { name: "Change Location" });
    open(false);
    const closing = await screen.findByRole("dialog", { name: "Change Location" });
    expect(closing).toHaveAttribute("data-state", "closed");
    await waitForElementToBeRemoved(closing);
    open(true);
    expect(await screen.findByRole("dialog", { name: "Change Location" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("preload() starts the download once, however often the shopper reaches for the opener", async () => {
    const { load, dialog, open } = setup(false);
    dialog.preload();
    dialog.preload();
    expect(load).toHaveBeenCalledTimes(1);
    open(true);
    await screen.findByRole("dialog", { name: "Change Location" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("preloadOnInteraction() waits for the shopper's first interaction, once however many parts ask", async () => {
    const { load, dialog } = setup(false);
    const otherLoad = jest.fn(() => Promise.resolve(() => null));
    const other = onDemand(otherLoad);

    dialog.preloadOnInteraction();
    dialog.preloadOnInteraction();
    await act(async () => {});
    window.dispatchEvent(new Event("load"));
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerMove(window);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: "Tab" });
    dialog.preloadOnInteraction();
    expect(load).toHaveBeenCalledTimes(1);

    // After the first interaction, a part that asks later starts at once.
    other.preloadOnInteraction();
    expect(otherLoad).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed download", async () => {
    const openAtom = atom(false);
    const load = jest
      .fn<Promise<ReturnType<typeof dialogFor>>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(dialogFor(openAtom));
    const dialog = onDemand(load);
    dialog.preload();
    await act(async () => {});
    const store = createStore();
    renderInEnglish(
      <Provider store={store}>
        <MountWhenOpened openAtom={openAtom}>
          <dialog.Component />
        </MountWhenOpened>
      </Provider>,
    );
    act(() => store.set(openAtom, true));
    expect(await screen.findByRole("dialog", { name: "Change Location" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe("parts that wait for the page to be idle", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("hydrateWhenIdle keeps the server's HTML until the page is idle, then fetches the code and brings it to life", async () => {
    const load = jest.fn(() => Promise.resolve(Counter));
    const Part = hydrateWhenIdle(load);
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Counter label="Added" />
      </Suspense>,
    );
    act(() => {
      hydrateRoot(container, <Part label="Added" />);
    });
    expect(load).not.toHaveBeenCalled();
    const button = screen.getByRole("button", { name: "Added 0" });
    fireEvent.click(button);
    expect(button).toHaveTextContent("Added 0");

    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(load).toHaveBeenCalledTimes(1);
    // The same element, now hydrated: it answers clicks.
    fireEvent.click(button);
    expect(screen.getByRole("button", { name: "Added 1" })).toBe(button);
    container.remove();
  });

  it("mountWhenIdle shows nothing and fetches nothing before the page is idle", async () => {
    const load = jest.fn(() => Promise.resolve(Counter));
    const Part = mountWhenIdle(load);
    render(<Part label="Later" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole("button")).toBeNull();

    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Later 0" })).toBeInTheDocument();
  });
});
