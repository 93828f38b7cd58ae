"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { browserFetch } from "@/lib/api/browser-transport";
import { fetchCart, type CartQuery } from "@/lib/api/cart";
import type { Cart } from "@/lib/api/schemas";
import { notifyError } from "@/lib/state/toasts";
import { useCart, useReplaceCart } from "@/lib/state/cart";

/** What the shopper changed in the cart itself (lines, coupon), as opposed to how it is priced. */
const contents = (cart: Cart) => `${cart.offercode}|${cart.items.map((item) => `${item.pack_id}x${item.quantity}`).join(",")}`;

/**
 * The cart priced for this checkout (address and payment method). Every answer also goes into the
 * page's cart so the header badge agrees; a change made elsewhere on the page (a quantity, a coupon)
 * is priced again for this checkout.
 */
export function useCheckoutCart(initial: Cart, query: CartQuery) {
  const replaceShared = useReplaceCart();
  const shared = useCart();
  const [cart, setCart] = useState(initial);
  const [choosing, setChoosing] = useState(false);
  const latest = useRef(0);

  /** Fetches and keeps the newest answer; state changes only once it is in. */
  const fetchPriced = useCallback(
    (next: CartQuery) => {
      const call = ++latest.current;
      const current = () => call === latest.current;
      return fetchCart(browserFetch, next)
        .then((priced) => {
          if (!current()) return;
          setCart(priced);
          replaceShared(priced);
        })
        .catch((error: unknown) => {
          if (current()) notifyError(error);
        })
        .finally(() => {
          if (current()) setChoosing(false);
        });
    },
    [replaceShared],
  );

  /** Prices the cart for a new address or payment method. */
  const reprice = useCallback(
    (next: CartQuery) => {
      setChoosing(true);
      return fetchPriced(next);
    },
    [fetchPriced],
  );

  useEffect(() => {
    replaceShared(initial);
  }, [initial, replaceShared]);

  const { address_id, payment_method } = query;
  const sharedContents = contents(shared);
  const changedElsewhere = sharedContents !== contents(cart);
  useEffect(() => {
    if (changedElsewhere) void fetchPriced({ address_id, payment_method });
  }, [changedElsewhere, sharedContents, address_id, payment_method, fetchPriced]);

  return { cart, repricing: choosing || changedElsewhere, reprice };
}
