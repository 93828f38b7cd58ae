"use client";

import { useAtomValue, useSetAtom } from "jotai";
import type { DeliveryEstimate } from "@/lib/api/schemas";
import { formatPrice } from "@/lib/format";
import { useDeliveryEstimate } from "@/lib/state/delivery";
import { useVisitorReady } from "@/lib/state/visitor";
import { pincodeAtom, pincodeDialogOpenAtom } from "@/lib/state/ui";
import { deliveryWindow } from "@/components/cart/delivery-text";
import { TruckIcon } from "@/components/ui/icons";

/** "₹40.00 delivery, free on orders of ₹499.00 or more", "₹40.00 delivery" or "Free delivery". */
export function deliveryChargeText({ delivery_charge, free_delivery_above }: Pick<DeliveryEstimate, "delivery_charge" | "free_delivery_above">): string {
  if (delivery_charge <= 0) return "Free delivery";
  const charge = `${formatPrice(delivery_charge)} delivery`;
  return free_delivery_above === null ? charge : `${charge}, free on orders of ${formatPrice(free_delivery_above)} or more`;
}

function Details({ pincode, warehouseId }: { pincode: string; warehouseId: number }) {
  const { data, error } = useDeliveryEstimate(pincode, warehouseId);
  if (data && !data.serviceable) {
    return (
      <>
        <p className="font-semibold text-danger">Not delivered to {pincode}</p>
        <p className="text-fg-muted">Try another pincode.</p>
      </>
    );
  }
  const when = data?.slot ? deliveryWindow(data.slot.date, data.slot.start_time, data.slot.end_time) : "";
  return (
    <>
      <p className="font-semibold">Delivery to {pincode}</p>
      {data ? (
        <>
          <p>{when ? `Next slot: ${when}` : "Delivery slot to be confirmed"}</p>
          <p className="text-fg-muted">{deliveryChargeText(data)}</p>
        </>
      ) : (
        <p className="text-fg-muted">{error ? "Delivery details are not available right now." : CHECKING}</p>
      )}
    </>
  );
}

const ASK = "Choose your delivery pincode to see slots and delivery charges.";
const CHECKING = "Checking slots and charges…";

/** Before the visitor call answers, the page (the same for everyone) draws both states and the visitor hint shows one. */
function Hinted() {
  return (
    <>
      <p data-hint-when="no-pincode" className="text-fg-muted">
        {ASK}
      </p>
      <div data-hint-when="pincode" className="contents">
        <p className="font-semibold">
          Delivery to <span data-hint-text="pincode" />
        </p>
        <p className="text-fg-muted">{CHECKING}</p>
      </div>
    </>
  );
}

/** The product page's delivery line for the visitor's pincode and the chosen pack's warehouse. */
export function DeliveryLine({ warehouseId }: { warehouseId: number }) {
  const ready = useVisitorReady();
  const pincode = useAtomValue(pincodeAtom);
  const openPincode = useSetAtom(pincodeDialogOpenAtom);
  return (
    <section aria-label="Delivery" aria-live="polite" className="flex items-start gap-2 text-sm">
      <TruckIcon size={18} className="mt-0.5 shrink-0 text-brand" />
      <div className="min-w-0 flex-1 space-y-0.5">
        {!ready ? <Hinted /> : pincode ? <Details pincode={pincode} warehouseId={warehouseId} /> : <p className="text-fg-muted">{ASK}</p>}
      </div>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openPincode(true)}
        className="shrink-0 cursor-pointer font-semibold text-brand underline-offset-2 hover:underline"
      >
        {ready && !pincode ? "Select" : "Change"}
        <span className="sr-only"> delivery pincode</span>
      </button>
    </section>
  );
}
