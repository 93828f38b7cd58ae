import type { Cart } from "@/lib/api/schemas";

/** Where a cart stands on the way to checkout: only "ready" may offer the checkout link. */
export type CheckoutReadiness = "needs-pincode" | "empty" | "undeliverable" | "ready";

export function checkoutReadiness(cart: Cart, pincode: string | null): CheckoutReadiness {
  if (!pincode) return "needs-pincode";
  if (cart.items.length === 0) return "empty";
  if (!cart.serviceable || cart.items.some((item) => !item.valid)) return "undeliverable";
  return "ready";
}

/** Totals mean something only when every line can be ordered: the server leaves the others out of them. */
export const everyLineOrderable = (cart: Cart) => cart.items.every((item) => item.valid);
