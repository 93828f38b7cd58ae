/** @jest-environment jsdom */
import { act, fireEvent, screen } from "@testing-library/react";
import { renderInEnglish, renderInLanguage } from "@/testing/with-messages";
import { createStore, Provider } from "jotai";
import { ApiRequestError } from "@/lib/api/client";
import { toastsAtom } from "@/lib/state/ui";
import { notifyError, TOAST_DURATION_MS, useToast } from "@/lib/state/toasts";
import { loadToastCode } from "./toast-test-utils";
import { ToastViewport } from "./toasts";

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success("Added to cart")}>
        ok
      </button>
      <button type="button" onClick={() => toast.error("Could not add")}>
        fail
      </button>
      <button type="button" onClick={() => toast.warning("Low stock")}>
        warn
      </button>
      <button type="button" onClick={() => toast.info("Slots updated")}>
        info
      </button>
    </>
  );
}

function setup() {
  const store = createStore();
  renderInEnglish(
    <Provider store={store}>
      <Buttons />
      <ToastViewport />
    </Provider>,
  );
  return store;
}

/** The toast stays for `leftMs` more and not a moment longer. */
function expectGoneAfter(text: string, leftMs: number) {
  act(() => jest.advanceTimersByTime(leftMs - 1));
  expect(screen.getByText(text)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText(text)).toBeNull();
}

beforeAll(loadToastCode);
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("toasts", () => {
  it("has its live regions in the page before any toast, so the first one is announced", () => {
    setup();
    const polite = screen.getByRole("status");
    const assertive = screen.getByRole("alert");
    expect(polite).toHaveAttribute("aria-live", "polite");
    expect(assertive).toHaveAttribute("aria-live", "assertive");
    fireEvent.click(screen.getByRole("button", { name: "ok" }));
    expect(screen.getByRole("status")).toBe(polite);
    expect(polite).toHaveTextContent("Added to cart");
  });

  it("announces success/info/warning politely and errors assertively, each through one region", () => {
    setup();
    for (const name of ["ok", "fail", "warn", "info"]) fireEvent.click(screen.getByRole("button", { name }));
    const polite = screen.getByRole("status");
    expect(Array.from(polite.querySelectorAll("[data-toast-type]")).map((node) => node.getAttribute("data-toast-type"))).toEqual([
      "success",
      "warning",
      "info",
    ]);
    expect(screen.getByRole("alert")).toHaveTextContent("Could not add");
    expect(polite).not.toHaveTextContent("Could not add");
  });

  it("pauses while hovered and resumes with the time that was left", () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "ok" }));
    act(() => jest.advanceTimersByTime(1000));
    const toast = screen.getByText("Added to cart").closest("[data-toast-type]")!;
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.getByText("Added to cart")).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    expectGoneAfter("Added to cart", TOAST_DURATION_MS - 1000);
  });

  it("pauses while focus is inside it and resumes when focus leaves", () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "fail" }));
    const close = screen.getByRole("button", { name: "Close notification" });
    act(() => close.focus());
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.getByText("Could not add")).toBeInTheDocument();
    act(() => close.blur());
    expectGoneAfter("Could not add", TOAST_DURATION_MS);
  });

  it("disappears after 5000 ms", () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "ok" }));
    expectGoneAfter("Added to cart", TOAST_DURATION_MS);
  });

  it("never stacks identical toasts: the same text again shows once, for a fresh 5000 ms", () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "fail" }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    fireEvent.click(screen.getByRole("button", { name: "fail" }));
    fireEvent.click(screen.getByRole("button", { name: "fail" }));
    fireEvent.click(screen.getByRole("button", { name: "ok" }));
    expect(screen.getAllByText("Could not add")).toHaveLength(1);
    expect(screen.getByText("Added to cart")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText("Could not add")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText("Could not add")).toBeNull();
  });

  it("closes with its close button", () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "ok" }));
    fireEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Added to cart")).toBeNull();
  });

  it("notifyError logs and shows the response's error text", () => {
    const store = setup();
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    act(() => {
      notifyError(new ApiRequestError(422, { message: ["Pincode is required", "Slot is full"] }), store);
    });
    expect(log).toHaveBeenCalled();
    expect(store.get(toastsAtom)[0]).toMatchObject({ type: "error", text: "Pincode is required\nSlot is full" });
    act(() => {
      notifyError(new ApiRequestError(500, null), store);
    });
    expect(store.get(toastsAtom)[1].text).toBe("There's been an error, please try again.");
    log.mockRestore();
  });

  it("speaks the page's language: the kinds, the close button and the store's own error sentence", () => {
    const store = createStore();
    renderInLanguage(
      "hi",
      <Provider store={store}>
        <Buttons />
        <ToastViewport />
      </Provider>,
    );
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    act(() => {
      notifyError(new ApiRequestError(500, null), store);
    });
    const notifications = screen.getByRole("region", { name: "सूचनाएँ" });
    expect(notifications).toHaveTextContent("गड़बड़ी");
    expect(notifications).toHaveTextContent("कोई गड़बड़ी हुई है, कृपया फिर से कोशिश करें।");
    expect(notifications).not.toHaveTextContent("There's been an error");
    fireEvent.click(screen.getByRole("button", { name: "ok" }));
    expect(notifications).toHaveTextContent("हो गया");
    expect(screen.getAllByRole("button", { name: "सूचना बंद करें" })).toHaveLength(2);
    log.mockRestore();
  });

  it("says the server's known sentences in the page's language, and other words as given", () => {
    const store = createStore();
    renderInLanguage(
      "kn",
      <Provider store={store}>
        <ToastViewport />
      </Provider>,
    );
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    act(() => {
      notifyError(new ApiRequestError(422, { message: "This coupon has expired" }), store);
      notifyError(new ApiRequestError(422, { message: "Shop closed for Diwali" }), store);
    });
    const notifications = screen.getByRole("region", { name: "ಸೂಚನೆಗಳು" });
    expect(notifications).toHaveTextContent("ಈ ಕೂಪನ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ");
    expect(notifications).not.toHaveTextContent("This coupon has expired");
    expect(notifications).toHaveTextContent("Shop closed for Diwali");
    log.mockRestore();
  });
});
