"use client";

import type { DeliveryEstimate } from "@/lib/api/schemas";
import { formatPrice } from "@/lib/format";
import { useDeliveryEstimate } from "@/lib/state/delivery";
import { deliveryWindow } from "@/components/cart/delivery-text";
import { DeliveryChecking } from "./delivery-checking";

/** "₹40.00 delivery, free on orders of ₹499.00 or more", "₹40.00 delivery" or "Free delivery". */
export function deliveryChargeText({ delivery_charge, free_delivery_above }: Pick<DeliveryEstimate, "delivery_charge" | "free_delivery_above">): string {
  if (delivery_charge <= 0) return "Free delivery";
  const charge = `${formatPrice(delivery_charge)} delivery`;
  return free_delivery_above === null ? charge : `${charge}, free on orders of ${formatPrice(free_delivery_above)} or more`;
}

/** The delivery line's estimate for the visitor's pincode from the chosen pack's warehouse. */
export function DeliveryDetails({ pincode, warehouseId }: { pincode: string; warehouseId: number }) {
  const { data, error } = useDeliveryEstimate(pincode, warehouseId);
  if (data && !data.serviceable) {
    return (
      <>
        <p className="font-semibold text-danger">Not delivered to {pincode}</p>
        <p className="text-fg-muted">Try another pincode.</p>
      </>
    );
  }
  if (!data && !error) return <DeliveryChecking pincode={pincode} />;
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
        <p className="text-fg-muted">Delivery details are not available right now.</p>
      )}
    </>
  );
}
