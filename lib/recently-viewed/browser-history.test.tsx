/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { clearHistory, forget, readHistory, recordView, useRecentlyViewedIds } from "./browser-history";
import { historyKey } from "./history";

const key = () => historyKey(window.location.host);

function Ids() {
  return <p data-testid="ids">{useRecentlyViewedIds().join(",") || "none"}</p>;
}

describe("the browser's recently viewed history", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it("stores views under this website's key, most recent first", () => {
    recordView(4);
    recordView(9);
    recordView(4);
    expect(JSON.parse(window.localStorage.getItem(key())!)).toEqual([4, 9]);
    expect(readHistory()).toEqual([4, 9]);
    forget([9]);
    expect(readHistory()).toEqual([4]);
    clearHistory();
    expect(readHistory()).toEqual([]);
  });

  it("starts again from a stored value it did not write", () => {
    window.localStorage.setItem(key(), '["<img src=x>"]');
    expect(readHistory()).toEqual([]);
    recordView(3);
    expect(readHistory()).toEqual([3]);
  });

  it("works as no history when storage is switched off", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(readHistory()).toEqual([]);
    expect(() => recordView(5)).not.toThrow();
  });

  it("re-renders the islands of this tab and follows other tabs", () => {
    render(<Ids />);
    expect(screen.getByTestId("ids").textContent).toBe("none");
    act(() => recordView(7));
    expect(screen.getByTestId("ids").textContent).toBe("7");
    act(() => {
      window.localStorage.setItem(key(), "[8,7]");
      window.dispatchEvent(new StorageEvent("storage", { key: key() }));
    });
    expect(screen.getByTestId("ids").textContent).toBe("8,7");
  });
});
