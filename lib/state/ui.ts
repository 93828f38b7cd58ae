import { atom, createStore } from "jotai";
import type { ReactNode } from "react";
import type { Product, User } from "@/lib/api/schemas";

/**
 * UI flags shared by the shell's client islands. Each dialog/panel opens and closes by its flag; the
 * component that renders it lives in components/dialogs/dialogs-host.tsx (or is mounted there).
 */
export const drawerOpenAtom = atom(false);
export const categoryDialogOpenAtom = atom(false);
export const cartPanelOpenAtom = atom(false);
/** Words the cart panel shows at its top until it closes, from the action that opened it (Order again's outcome). */
export const cartPanelNoticeAtom = atom<string | null>(null);
export const pincodeDialogOpenAtom = atom(false);
export const wishlistDialogOpenAtom = atom(false);
/** The product the wishlist dialog is about (set together with wishlistDialogOpenAtom). */
export const wishlistDialogProductAtom = atom<Pick<Product, "product_id" | "product_name"> | null>(null);

/** The signed-in user: hydrated from init.user on the first render, cleared by logout. */
export const userAtom = atom<User | null>(null);
/** The delivery pincode from init (null when none is chosen). */
export const pincodeAtom = atom<string | null>(null);

export type ToastType = "info" | "success" | "warning" | "error";
export type Toast = { id: number; type: ToastType; text: string; title?: string };
export const toastsAtom = atom<Toast[]>([]);

export type ModalSide = "center" | "right" | "left";
/** What an opened modal is for: its default title and button texts (in the page's language) follow from it. */
export type ModalKind = "modal" | "confirm" | "alert";
export type ModalRequest = {
  id: number;
  open: boolean;
  kind: ModalKind;
  /** Given by the caller; else the kind's default title. */
  title?: ReactNode;
  body?: ReactNode;
  okText?: string;
  cancelText?: string;
  hideCancel: boolean;
  width: number | string;
  side: ModalSide;
  confirmed: boolean;
  resolve: (confirmed: boolean) => void;
};
/** Promise-based modals opened by openModal()/confirm()/alert(); rendered by <ModalHost />. */
export const modalRequestsAtom = atom<ModalRequest[]>([]);

type UiStore = ReturnType<typeof createStore>;
let browserStore: UiStore | undefined;

/**
 * The atom store for this render: one per server render (no state is shared between visitors),
 * one for the whole page in the browser, so helpers outside React (notifyError, openModal) reach it.
 */
export function createUiStore(): UiStore {
  if (typeof window === "undefined") return createStore();
  browserStore ??= createStore();
  return browserStore;
}

/** The browser's store once the providers have mounted; undefined on the server. */
export function browserUiStore(): UiStore | undefined {
  return browserStore;
}

let nextId = 1;
export function nextUiId(): number {
  nextId += 1;
  return nextId;
}
