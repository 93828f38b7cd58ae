"use client";

import { useAtomValue, useStore } from "jotai";
import { useEffect } from "react";
import useSWR, { useSWRConfig } from "swr";
import { emptyCart } from "@/lib/api/contract/cart";
import { CART_KEY, useCart } from "@/lib/state/cart";
import { pincodeAtom, userAtom } from "@/lib/state/ui";
import { loadVisitor, VISITOR_KEY, visitorReadyAtom } from "@/lib/state/visitor";
import { wishlistFlagsAtom } from "@/lib/state/wishlist";
import { visitorHint, writeVisitorHint } from "@/lib/visitor/hint";

/**
 * The one browser call for the visitor (GET /api/visitor through SWR): its answer feeds the signed-in
 * user, pincode, cart and wishlist flags every island reads, and the hint the next page paints from.
 */
export function VisitorSync() {
  const store = useStore();
  const { mutate } = useSWRConfig();
  const { data } = useSWR(VISITOR_KEY, loadVisitor, { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: true, errorRetryCount: 3 });

  useEffect(() => {
    if (!data) return;
    store.set(userAtom, data.user);
    store.set(pincodeAtom, data.pincode);
    store.set(wishlistFlagsAtom, Object.fromEntries(data.wishlist.map((id) => [id, true])));
    void mutate(CART_KEY, data.cart ?? emptyCart(), { revalidate: false });
    store.set(visitorReadyAtom, true);
  }, [data, mutate, store]);

  const ready = useAtomValue(visitorReadyAtom);
  const user = useAtomValue(userAtom);
  const pincode = useAtomValue(pincodeAtom);
  const quantity = useCart().quantity;
  useEffect(() => {
    if (ready) writeVisitorHint(visitorHint(user, quantity, pincode));
  }, [ready, user, pincode, quantity]);

  return null;
}
