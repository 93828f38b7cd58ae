"use client";

import { atom, useAtomValue, useStore, type PrimitiveAtom } from "jotai";
import { useCallback } from "react";
import { browserFetch } from "@/lib/api/browser-transport";
import { emptyCart } from "@/lib/api/contract/cart";
import type { User, Visitor } from "@/lib/api/schemas";
import { fetchVisitor } from "@/lib/api/visitor";
import { cartAtom } from "@/lib/state/cart";
import { pincodeAtom, userAtom } from "@/lib/state/ui";
import { wishlistFlagsAtom } from "@/lib/state/wishlist";
import { visitorHint, writeVisitorHint } from "@/lib/visitor/hint";

export const loadVisitor = () => fetchVisitor(browserFetch);

/**
 * False until the visitor call has answered once. Until then the islands that show the visitor (account
 * menu, cart badge, pincode) draw the visitor hint (lib/visitor/hint.ts) instead of guessing a guest.
 */
export const visitorReadyAtom = atom(false);

/**
 * True once the visitor call has failed its last retry (VisitorSync). The islands keep drawing the
 * hint; a click waiting for the shopper goes on as the page's user (a guest's, as nothing answered).
 */
export const visitorGaveUpAtom = atom(false);

export function useVisitorReady(): boolean {
  return useAtomValue(visitorReadyAtom);
}

type Store = ReturnType<typeof useStore>;

/**
 * The signed-in user as soon as the visitor call has answered. A click made before that (a quick
 * shopper, a slow network) waits for the answer rather than taking a signed-in shopper for a guest.
 */
export function useKnownUser(): () => Promise<User | null> {
  const store = useStore();
  return useCallback(
    () =>
      new Promise<User | null>((resolve) => {
        const known = () => store.get(visitorReadyAtom) || store.get(visitorGaveUpAtom);
        if (known()) return resolve(store.get(userAtom));
        const answer = () => {
          if (!known()) return;
          stopReady();
          stopGaveUp();
          resolve(store.get(userAtom));
        };
        const stopReady = store.sub(visitorReadyAtom, answer);
        const stopGaveUp = store.sub(visitorGaveUpAtom, answer);
      }),
    [store],
  );
}

/**
 * Keeps what the atom holds when the answer says the same (a guest's empty cart and wishlist, most
 * often): a new but equal object would draw every card's button again for nothing.
 */
function setWhenDifferent<Value>(store: Store, target: PrimitiveAtom<Value>, value: Value): void {
  store.set(target, (current) => (JSON.stringify(current) === JSON.stringify(value) ? current : value));
}

/** Hands the visitor call's answer to every island: the user, pincode, wishlist flags and cart. */
export function applyVisitor(store: Store, visitor: Visitor): void {
  setWhenDifferent(store, userAtom, visitor.user);
  setWhenDifferent(store, pincodeAtom, visitor.pincode);
  setWhenDifferent(store, wishlistFlagsAtom, Object.fromEntries(visitor.wishlist.map((id) => [id, true])));
  setWhenDifferent(store, cartAtom, visitor.cart ?? emptyCart());
  store.set(visitorReadyAtom, true);
}

/**
 * Asks again (after sign-out or a pincode change), hands the answer to every island and writes the
 * hint at once, so a full page load right after already paints the new visitor.
 */
export function useRefreshVisitor(): () => Promise<void> {
  const store = useStore();
  return useCallback(async () => applyVisitor(store, await rememberVisitorForNextPage()), [store]);
}

/**
 * After an address is saved, deleted or made the default: a shopper with no pincode chosen now shops
 * with their default address's (the server took it), so the header and cart are told.
 */
export function useRefreshPincodeAfterAddressChange(): () => Promise<void> {
  const store = useStore();
  const refresh = useRefreshVisitor();
  return useCallback(async () => {
    if (store.get(pincodeAtom) === null) await refresh().catch(() => undefined);
  }, [store, refresh]);
}

/**
 * Only writes the hint the next page paints from (sign-in, right before a full page load): this page's
 * islands keep the old visitor, so nothing here (analytics' identify) acts on a page about to go.
 */
export async function rememberVisitorForNextPage() {
  const visitor = await loadVisitor();
  writeVisitorHint(visitorHint(visitor.user, visitor.cart?.quantity ?? 0, visitor.pincode));
  return visitor;
}
