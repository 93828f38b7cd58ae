"use client";

import { useStore } from "jotai";
import { useMemo } from "react";
import { errorText } from "@/lib/errors";
import { browserUiStore, nextUiId, toastsAtom, type Toast, type ToastType } from "@/lib/state/ui";

export const TOAST_DURATION_MS = 5000;

type Store = NonNullable<ReturnType<typeof browserUiStore>>;

/** Adds a toast; one already showing the same words is replaced, so repeats never stack and the timer restarts. */
function push(store: Store | undefined, type: ToastType, text: string, title?: string): number {
  const id = nextUiId();
  if (!store) return id;
  const same = (toast: Toast) => toast.type === type && toast.text === text && toast.title === title;
  store.set(toastsAtom, (toasts) => [...toasts.filter((toast) => !same(toast)), { id, type, text, title }]);
  return id;
}

function api(store: () => Store | undefined) {
  return {
    info: (text: string, title?: string) => push(store(), "info", text, title),
    success: (text: string, title?: string) => push(store(), "success", text, title),
    warning: (text: string, title?: string) => push(store(), "warning", text, title),
    error: (text: string, title?: string) => push(store(), "error", text, title),
    dismiss: (id: number) => store()?.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id)),
  };
}

export type ToastApi = ReturnType<typeof api>;

/** Inside React: `const toast = useToast(); toast.error(text)`. */
export function useToast(): ToastApi {
  const store = useStore();
  return useMemo(() => api(() => store), [store]);
}

/** Removes every toast, so the words of a page the shopper has finished with do not follow them. */
export function clearToasts(store: Store | undefined = browserUiStore()): void {
  store?.set(toastsAtom, []);
}

/** Errors are logged to the console and shown as an error toast with the response's text. */
export function notifyError(error: unknown, store: Store | undefined = browserUiStore()): string {
  console.error(error);
  const text = errorText(error);
  push(store, "error", text);
  return text;
}
