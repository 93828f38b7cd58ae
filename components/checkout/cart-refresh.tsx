"use client";

import { useEffect } from "react";
import { useCartActions } from "@/lib/state/cart";

/** After an order the server has emptied the cart; the header badge learns it here. */
export function CartRefresh() {
  const { reload } = useCartActions();
  useEffect(() => {
    reload().catch((error: unknown) => console.error(error));
  }, [reload]);
  return null;
}
