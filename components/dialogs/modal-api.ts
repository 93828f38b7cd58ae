"use client";

import { useStore } from "jotai";
import { useMemo, type ReactNode } from "react";
import { browserUiStore, modalRequestsAtom, nextUiId, type ModalSide } from "@/lib/state/ui";
import { DEFAULT_CANCEL_TEXT, DEFAULT_MODAL_WIDTH, DEFAULT_OK_TEXT } from "./modal";

const CONFIRM_DEFAULT_TITLE = "Please ";
const CONFIRM_DEFAULT_OK_TEXT = "Confirm";
const ALERT_DEFAULT_TITLE = "Alert";
const ALERT_OK_TEXT = "OK";

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

function open(store: Store | undefined, options: ModalOptions): Promise<boolean> {
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
        title: options.title ?? "",
        body: options.body,
        okText: options.okText ?? DEFAULT_OK_TEXT,
        cancelText: options.cancelText ?? DEFAULT_CANCEL_TEXT,
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
    openModal: (options: ModalOptions) => open(store(), options),
    /** Title 'Please ', buttons Cancel and Confirm. */
    confirm: (options: string | ModalOptions) =>
      open(store(), { title: CONFIRM_DEFAULT_TITLE, okText: CONFIRM_DEFAULT_OK_TEXT, cancelText: DEFAULT_CANCEL_TEXT, ...asOptions(options) }),
    /** Title 'Alert', one OK button, no Cancel. */
    alert: (options: string | ModalOptions) =>
      open(store(), { title: ALERT_DEFAULT_TITLE, okText: ALERT_OK_TEXT, ...asOptions(options), hideCancel: true }),
  };
}

/** Outside React (after the providers mounted): `await confirm('Remove this item?')`. */
export const {    } = api(browserUiStore);

/** Inside React: `const { confirm } = useModal()`. */
export function useModal() {
  const store = useStore();
  return useMemo(() => api(() => store), [store]);
}
