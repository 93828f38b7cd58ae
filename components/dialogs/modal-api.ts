"use client";

import { useStore } from "jotai";
import { useMemo, type ReactNode } from "react";
import { browserUiStore, modalRequestsAtom, nextUiId, type ModalKind, type ModalSide } from "@/lib/state/ui";
import { DEFAULT_MODAL_WIDTH } from "./modal";

type ModalOptions = {
  title?: ReactNode;
  body?: ReactNode;
  okText?: string;
  cancelText?: string;
  hideCancel?: boolean;
  width?: number | string;
  side?: ModalSide;
};

type Store = NonNullable<ReturnType<typeof browserUiStore>>;

function open(store: Store | undefined, kind: ModalKind, options: ModalOptions): Promise<boolean> {
  if (!store) {
    console.warn("openModal() was called before the page finished loading");
    return Promise.resolve(false);
  }
  return new Promise<boolean>((resolve) => {
    store.set(modalRequestsAtom, (requests) => [
      ...requests,
      {
        id: nextUiId(),
        open: true,
        kind,
        title: options.title,
        body: options.body,
        okText: options.okText,
        cancelText: options.cancelText,
        hideCancel: options.hideCancel ?? false,
        width: options.width ?? DEFAULT_MODAL_WIDTH,
        side: options.side ?? "center",
        confirmed: false,
        resolve,
      },
    ]);
  });
}

const asOptions = (value: string | ModalOptions): ModalOptions => (typeof value === "string" ? { body: value } : value);

function api(store: () => Store | undefined) {
  return {
    /** A modal with Cancel and Ok (450px); resolves true when confirmed with Ok, false otherwise. */
    openModal: (options: ModalOptions) => open(store(), "modal", options),
    /** Title 'Please ', buttons Cancel and Confirm (in English; ModalHost gives them in the page's language). */
    confirm: (options: string | ModalOptions) => open(store(), "confirm", asOptions(options)),
    /** Title 'Alert', one OK button, no Cancel. */
    alert: (options: string | ModalOptions) => open(store(), "alert", { ...asOptions(options), hideCancel: true }),
  };
}

/** Inside React: `const { confirm } = useModal()`. */
export function useModal() {
  const store = useStore();
  return useMemo(() => api(() => store), [store]);
}
