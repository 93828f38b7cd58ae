"use client";

import { useSyncExternalStore } from "react";
import { historyKey, parseHistory, withView, without } from "./history";

/** Tells this tab's other islands that the history changed (the storage event only reaches other tabs). */
const CHANGED_EVENT = "recently-viewed-change";
const NO_HISTORY: readonly number[] = Object.freeze([]);

function storedText(): string | null {
  try {
    return window.localStorage.getItem(historyKey(window.location.host));
  } catch {
    return null; // storage switched off: no history
  }
}

function store(history: readonly number[]): void {
  try {
    window.localStorage.setItem(historyKey(window.location.host), JSON.stringify(history));
  } catch {
    return; // storage full or switched off: the page works without it
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

export const readHistory = (): number[] => parseHistory(storedText());
export const recordView = (productId: number) => store(withView(readHistory(), productId));
export const forget = (productIds: readonly number[]) => store(without(readHistory(), productIds));
export const clearHistory = () => store([]);

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === historyKey(window.location.host)) onChange();
  };
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

// useSyncExternalStore wants the same array while the stored text is unchanged.
let lastText: string | null = null;
let lastHistory: readonly number[] = NO_HISTORY;
function snapshot(): readonly number[] {
  const text = storedText();
  if (text !== lastText) {
    lastText = text;
    lastHistory = parseHistory(text);
  }
  return lastHistory;
}

/** The history, live; empty on the server and during hydration, so the shared page HTML never holds it. */
export function useRecentlyViewedIds(): readonly number[] {
  return useSyncExternalStore(subscribe, snapshot, () => NO_HISTORY);
}
