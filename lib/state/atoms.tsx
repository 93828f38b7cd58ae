import { createContext, useCallback, useContext, useState, useSyncExternalStore, type ReactNode } from "react";

/**
 * The page's client state: atoms kept in a store, read by components through hooks.
 *
 * The names and behaviour follow jotai's, which the store used before: `atom(value)` is a value any
 * island can read and replace, `atom((get) => …)` is worked out from others, one `createStore()` per
 * server render and one per page in the browser, handed down by `<Provider>`. jotai 2.20 added about
 * 3 kB of gzip JavaScript to every page's first load, mostly for async and writable derived atoms,
 * which the store does not use; what it does use fits in this file. See docs/performance.md.
 */

export type Getter = <Value>(atom: Atom<Value>) => Value;
export type SetStateAction<Value> = Value | ((previous: Value) => Value);

/** An atom whose value is worked out from other atoms by `read`. */
export type Atom<Value> = { read: (get: Getter) => Value };
/** An atom that holds a value of its own, starting at `init`. */
export type PrimitiveAtom<Value> = Atom<Value> & { init: Value };

export function atom<Value>(read: (get: Getter) => Value): Atom<Value>;
export function atom<Value>(init: Value): PrimitiveAtom<Value>;
export function atom<Value>(initOrRead: Value | ((get: Getter) => Value)): Atom<Value> {
  if (typeof initOrRead === "function") return { read: initOrRead as (get: Getter) => Value };
  const primitive: PrimitiveAtom<Value> = { init: initOrRead, read: (get) => get(primitive) };
  return primitive;
}

const isPrimitive = <Value,>(atom: Atom<Value>): atom is PrimitiveAtom<Value> => "init" in atom;

export type Store = {
  get<Value>(atom: Atom<Value>): Value;
  set<Value>(atom: PrimitiveAtom<Value>, update: SetStateAction<Value>): void;
  /** Calls `listener` after each change of the atom's value; returns the unsubscribe. */
  sub(atom: Atom<unknown>, listener: () => void): () => void;
};

type Derivation = { value: unknown; readFrom: Map<Atom<unknown>, unknown> };

export function createStore(): Store {
  const values = new Map<Atom<unknown>, unknown>();
  const derivations = new Map<Atom<unknown>, Derivation>();
  const listeners = new Set<() => void>();

  function get<Value>(atom: Atom<Value>): Value {
    if (isPrimitive(atom)) return (values.has(atom) ? values.get(atom) : atom.init) as Value;
    const last = derivations.get(atom);
    // A derived value is kept while what it read is unchanged, so readers see the same object.
    if (last && [...last.readFrom].every(([source, seen]) => Object.is(get(source), seen))) return last.value as Value;
    const readFrom = new Map<Atom<unknown>, unknown>();
    const value = atom.read((source) => {
      const seen = get(source);
      readFrom.set(source, seen);
      return seen;
    });
    derivations.set(atom, { value, readFrom });
    return value;
  }

  function set<Value>(atom: PrimitiveAtom<Value>, update: SetStateAction<Value>): void {
    const previous = get(atom);
    const next = typeof update === "function" ? (update as (previous: Value) => Value)(previous) : update;
    if (Object.is(previous, next)) return;
    values.set(atom, next);
    for (const listener of [...listeners]) listener();
  }

  function sub(atom: Atom<unknown>, listener: () => void): () => void {
    let seen = get(atom);
    const onChange = () => {
      const now = get(atom);
      if (Object.is(now, seen)) return;
      seen = now;
      listener();
    };
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  }

  return { get, set, sub };
}

const StoreContext = createContext<Store | undefined>(undefined);
let storeWithoutProvider: Store | undefined;

/** Hands `store` (or a store of its own) to every atom hook below it. */
export function Provider({ store, children }: { store?: Store; children: ReactNode }) {
  const [own] = useState(() => store ?? createStore());
  return <StoreContext value={store ?? own}>{children}</StoreContext>;
}

export function useStore(): Store {
  return useContext(StoreContext) ?? (storeWithoutProvider ??= createStore());
}

/** The atom's value; the component renders again when it changes. */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => store.sub(atom, listener), [store, atom]);
  const read = () => store.get(atom);
  return useSyncExternalStore(subscribe, read, read);
}

/** A stable function that replaces the atom's value (or works it out from the previous one). */
export function useSetAtom<Value>(atom: PrimitiveAtom<Value>): (update: SetStateAction<Value>) => void {
  const store = useStore();
  return useCallback((update: SetStateAction<Value>) => store.set(atom, update), [store, atom]);
}

export function useAtom<Value>(atom: PrimitiveAtom<Value>): [Value, (update: SetStateAction<Value>) => void] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
