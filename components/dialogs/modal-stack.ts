import { useSyncExternalStore } from "react";

// The modal dialogs shown with showModal(), oldest first. Only the last one is not inert, so whatever
// must stay usable above a modal (the toasts) renders inside it.
const shown: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function addShownModal(dialog: HTMLDialogElement): void {
  shown.push(dialog);
  notify();
}

export function removeShownModal(dialog: HTMLDialogElement): void {
  const index = shown.indexOf(dialog);
  if (index === -1) return;
  shown.splice(index, 1);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The modal dialog on top, or null when none is open. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => shown.at(-1) ?? null,
    () => null,
  );
}
