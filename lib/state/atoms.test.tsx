/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useRef } from "react";
import { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom, useStore } from "./atoms";

describe("createStore", () => {
  it("starts each atom at its initial value and keeps what set gives it", () => {
    const count = atom(1);
    const store = createStore();
    expect(store.get(count)).toBe(1);
    store.set(count, 5);
    expect(store.get(count)).toBe(5);
    store.set(count, (previous) => previous * 2);
    expect(store.get(count)).toBe(10);
  });

  it("keeps the values of two stores apart", () => {
    const count = atom(0);
    const one = createStore();
    const two = createStore();
    one.set(count, 3);
    expect(two.get(count)).toBe(0);
  });

  it("tells a subscriber about each change of its atom, and only its atom", () => {
    const count = atom(0);
    const other = atom("a");
    const store = createStore();
    const listener = jest.fn();
    const unsubscribe = store.sub(count, listener);

    store.set(count, 1);
    store.set(count, 1);
    store.set(other, "b");
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    store.set(count, 2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("works a derived atom out from what it reads, and keeps the same value while that is unchanged", () => {
    const items = atom<string[]>([]);
    const label = atom("cart");
    const summary = atom((get) => ({ label: get(label), count: get(items).length }));
    const store = createStore();

    const first = store.get(summary);
    expect(first).toEqual({ label: "cart", count: 0 });
    expect(store.get(summary)).toBe(first);

    store.set(items, ["rice"]);
    expect(store.get(summary)).toEqual({ label: "cart", count: 1 });
  });

  it("tells a derived atom's subscriber only when the derived value changes", () => {
    const items = atom<string[]>([]);
    const hasItems = atom((get) => get(items).length > 0);
    const store = createStore();
    const listener = jest.fn();
    store.sub(hasItems, listener);

    store.set(items, ["rice"]);
    store.set(items, ["rice", "dal"]);
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(items, []);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("follows a derived atom's reads when they change between runs", () => {
    const useFirst = atom(true);
    const first = atom("first");
    const second = atom("second");
    const chosen = atom((get) => (get(useFirst) ? get(first) : get(second)));
    const store = createStore();

    expect(store.get(chosen)).toBe("first");
    store.set(useFirst, false);
    expect(store.get(chosen)).toBe("second");
    store.set(second, "changed");
    expect(store.get(chosen)).toBe("changed");
  });
});

describe("the React hooks", () => {
  const count = atom(0);

  function Counter({ name }: { name: string }) {
    const [value, setValue] = useAtom(count);
    return (
      <button type="button" onClick={() => setValue((previous) => previous + 1)}>
        {name} {value}
      </button>
    );
  }

  it("renders every reader again when a writer changes the atom", async () => {
    render(
      <Provider>
        <Counter name="one" />
        <Counter name="two" />
      </Provider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "one 0" }));
    expect(screen.getByRole("button", { name: "one 1" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "two 1" })).toBeInTheDocument();
  });

  it("gives each provider its own values unless it is handed a store", async () => {
    const shared = createStore();
    render(
      <>
        <Provider>
          <Counter name="own" />
        </Provider>
        <Provider store={shared}>
          <Counter name="shared" />
        </Provider>
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "own 0" }));
    expect(screen.getByRole("button", { name: "shared 0" })).toBeInTheDocument();

    act(() => shared.set(count, 7));
    expect(screen.getByRole("button", { name: "shared 7" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "own 1" })).toBeInTheDocument();
  });

  it("hands components the provider's store", () => {
    const store = createStore();
    let seen: unknown;
    function Reader() {
      seen = useStore();
      return null;
    }
    render(
      <Provider store={store}>
        <Reader />
      </Provider>,
    );
    expect(seen).toBe(store);
  });

  it("does not render a component again for a change it does not read", () => {
    const other = atom("a");
    const store = createStore();
    let renders = 0;
    function Reader() {
      renders += 1;
      return <output>{useAtomValue(count)}</output>;
    }
    render(
      <Provider store={store}>
        <Reader />
      </Provider>,
    );
    const before = renders;
    act(() => store.set(other, "b"));
    expect(renders).toBe(before);
    act(() => store.set(count, 3));
    expect(renders).toBe(before + 1);
  });

  it("keeps the setter the same function between renders", () => {
    const setters = new Set<unknown>();
    function Writer() {
      const setCount = useSetAtom(count);
      setters.add(setCount);
      const renders = useRef(0);
      renders.current += 1;
      return <output>{renders.current}</output>;
    }
    const view = render(
      <Provider>
        <Writer />
      </Provider>,
    );
    view.rerender(
      <Provider>
        <Writer />
      </Provider>,
    );
    expect(setters.size).toBe(1);
  });
});
