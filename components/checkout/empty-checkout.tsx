import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { CartIcon } from "@/components/ui/icons";

/** Nothing to check out: say so and point to the catalogue. */
export function EmptyCheckout() {
  return (
    <div className="grid place-items-center gap-3 rounded-xl border border-line bg-surface-raised px-4 py-16 text-center">
      <CartIcon size={48} className="text-fg-muted" />
      <h2 className="text-xl font-bold text-fg">Your cart is empty</h2>
      <p className="max-w-sm text-sm text-fg-muted">Add a few products to your cart, then come back here to choose a delivery slot and pay.</p>
      <Link href="/products" className={buttonClass("primary", "md", "mt-2")}>
        Browse products
      </Link>
    </div>
  );
}
