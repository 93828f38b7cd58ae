"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { SWRConfig, useSWRConfig } from "swr";
import { emptyCart, type Cart } from "@/lib/api/schemas";
import { CART_KEY } from "@/lib/state/cart";

/** When the server sends a new init cart (router.refresh after sign-in), it replaces the cached one. */
function FollowInitCart({ cart }: { cart: Cart }) {
  const { mutate } = useSWRConfig();
  const key = JSON.stringify(cart);
  const first = useRef(key);
  useEffect(() => {
    if (key === first.current) return;
    first.current = key;
    void mutate(CART_KEY, JSON.parse(key) as Cart, { revalidate: false });
  }, [key, mutate]);
  return null;
}

/** Seeds SWR's cart with the server's init cart, so the first render already shows it. */
export function CartProvider({ cart, children }: { cart: Cart | null; children: ReactNode }) {
  const initial = cart ?? emptyCart();
  return (
    <SWRConfig value={{ fallback: { [CART_KEY]: initial } }}>
      <FollowInitCart cart={initial} />
      {children}
    </SWRConfig>
  );
}
