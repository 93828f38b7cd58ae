"use client";

import { useMemo } from "react";
import useSWR, { useSWRConfig } from "swr";
import { browserFetch } from "@/lib/api/browser-transport";
import * as cartApi from "@/lib/api/cart";
import type { Cart, CartItem, Pack } from "@/lib/api/schemas";
import { emptyCart } from "@/lib/api/contract/cart";
import { notifyError } from "@/lib/state/toasts";

/** SWR's key for the cart; the visitor call (components/shell/visitor-sync.tsx) fills it. */
export const CART_KEY = cartApi.cartPath();

const EMPTY_CART = emptyCart();

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

/** The cart from SWR: never fetched on mount (the visitor call brings it), replaced by every cart call's reply. */
export function useCart(): Cart {
  const { data } = useSWR(CART_KEY, () => cartApi.fetchCart(browserFetch), {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  return data ?? EMPTY_CART;
}

export function useCartQuantity(packId: number): number {
  return quantityInCart(useCart(), packId);
}

export function useCartLine(packId: number): CartItem | undefined {
  return cartLineOf(useCart(), packId);
}

/**
 * Cart mutations. Add, remove, get, apply and remove coupon replace the SWR cart with the server's reply.
 * add/remove report failures themselves (console + error toast) and resolve false; the coupon calls
 * throw, so the coupon form can show the server's message, and succeed only on a truthy reply, after
 * which the cart reloads.
 */
export function useCartActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const replace = (cart: Cart) => mutate(CART_KEY, cart, { revalidate: false });
    const reload = async () => replace(await cartApi.fetchCart(browserFetch));
    const write = async (call: () => Promise<Cart>): Promise<boolean> => {
      try {
        await replace(await inOrder(call));
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      }
    };
    const couponCall = async (call: () => Promise<Cart>): Promise<boolean> => {
      const reply = await inOrder(call);
      await replace(reply);
      if (!reply) return false;
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
  }, [mutate]);
}
