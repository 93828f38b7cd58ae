"use client";

import { browserFetch } from "@/lib/api/browser-transport";
import { removeConsoleDeliveryArea } from "@/lib/api/console/delivery";
import { ConfirmedActionButton } from "../confirmed-action-button";

/** Stops the warehouse delivering to one pincode, after the seller confirms. */
export function RemoveAreaButton({ warehouseId, area }: { warehouseId: number; area: { id: number; pincode: string } }) {
  return (
    <ConfirmedActionButton label={`Remove ${area.pincode}`} question={`Stop delivering to ${area.pincode} from this warehouse?`} action={() => removeConsoleDeliveryArea(browserFetch, warehouseId, area.id)}>
      Remove
    </ConfirmedActionButton>
  );
}
