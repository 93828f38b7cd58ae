"use client";

import { atom, useAtomValue, useSetAtom } from "jotai";
import { useMemo } from "react";
import { browserFetch } from "@/lib/api/browser-transport";
import * as cartApi from "@/lib/api/cart";
import type { Cart, CartItem, Pack } from "@/lib/api/schemas";
import { emptyCart } from "@/lib/api/contract/cart";
import { notifyError } from "@/lib/state/toasts";

/**
 * The visitor's cart, the same for every island on the page: the visitor call
 * (components/shell/visitor-sync.tsx) fills it and every cart call's reply replaces it. It is never
 * fetched on its own, so it is a value to keep rather than data to fetch.
 */
export const cartAtom = atom<Cart>(emptyCart());

/** The cart's line for a pack, undefined when it is not in the cart. */
export const cartLineOf = (cart: Cart | null | undefined, packId: number): CartItem | undefined =>
  cart?.items.find((item) => item.pack_id === packId);

/** The quantity of a pack is read from the cart items, 0 when absent. */
export function quantityInCart(cart: Cart | null | undefined, packId: number): number {
  return cartLineOf(cart, packId)?.quantity ?? 0;
}

// Cart writes run one after another, so replies replace the cart in the order the shopper clicked.
let queue: Promise<unknown> = Promise.resolve();
function inOrder<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export function useCart(): Cart {
  return useAtomValue(cartAtom);
}

/** Replaces the page's cart with a server reply. */
export function useReplaceCart(): (cart: Cart) => void {
  return useSetAtom(cartAtom);
}

export function useCartQuantity(packId: number): number {
  return quantityInCart(useCart(), packId);
}

export function useCartLine(packId: number): CartItem | undefined {
  return cartLineOf(useCart(), packId);
}

/**
 * Cart mutations. Add, remove, get, apply and remove coupon replace the page's cart with the server's reply.
 * add/remove report failures themselves (console + error toast) and resolve false; the coupon calls
 * throw, so the coupon form can show the server's message, and succeed only on a truthy reply, after
 * which the cart reloads.
 */
export function useCartActions() {
  const replace = useReplaceCart();
  return useMemo(() => {
    const reload = async () => replace(await cartApi.fetchCart(browserFetch));
    const write = async (call: () => Promise<Cart>): Promise<boolean> => {
      try {
        replace(await inOrder(call));
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      }
    };
    const couponCall = async (call: () => Promise<Cart>): Promise<boolean> => {
      const reply = await inOrder(call);
      if (!reply) return false;
      replace(reply);
      await reload();
      return true;
    };
    return {
      add: (pack: Pick<Pack, "pack_id" | "warehouse_id">) =>
        write(() => cartApi.addToCart(browserFetch, { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })),
      remove: (packId: number, wholeLine = false) => write(() => cartApi.removeFromCart(browserFetch, { pack_id: packId, remove: wholeLine })),
      reload,
      applyCoupon: (code: string) => couponCall(() => cartApi.applyCoupon(browserFetch, code)),
      removeCoupon: () => couponCall(() => cartApi.removeCoupon(browserFetch)),
    };
  }, [replace]);
}
