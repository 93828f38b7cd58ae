"use client";

import Link from "next/link";
import { useSetAtom } from "jotai";
import { pincodeDialogOpenAtom } from "@/lib/state/ui";
import { buttonClass } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons";

export const CHECKOUT_PATH = "/checkout";

/** With a pincode, the way to checkout; without, the red notice and a disabled button instead. */
export function CheckoutAction({ pincode, onNavigate }: { pincode: string | null; onNavigate: () => void }) {
  const openPincode = useSetAtom(pincodeDialogOpenAtom);
  if (pincode) {
    return (
      <Link href={CHECKOUT_PATH} prefetch={false} onClick={onNavigate} className={buttonClass("primary", "lg", "w-full")}>
        Continue to Checkout
      </Link>
    );
  }
  return (
    <div className="grid gap-3">
      <div role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-danger">
        <p className="flex items-center gap-2 font-bold">
          <AlertIcon size={18} />
          Delivery Pincode Required
        </p>
        <p className="mt-1 text-sm">Please select your delivery pincode to proceed to checkout</p>
        <button
          type="button"
          onClick={() => openPincode(true)}
          className="mt-2 cursor-pointer text-sm font-semibold underline underline-offset-2"
        >
          Select pincode
        </button>
      </div>
      <button type="button" disabled className={buttonClass("primary", "lg", "w-full")}>
        Continue to Checkout
      </button>
    </div>
  );
}
