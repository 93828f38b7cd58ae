"use client";

import { useRouter } from "next/navigation";
import { browserFetch } from "@/lib/api/browser-transport";
import { removeConsoleDeliveryArea } from "@/lib/api/console/delivery";
import { buttonClass } from "@/components/ui/button";
import { useConsoleAction } from "../use-console-action";

/** Stops the warehouse delivering to one pincode, after the seller confirms. */
export function RemoveAreaButton({ warehouseId, area }: { warehouseId: number; area: { id: number; pincode: string } }) {
  const router = useRouter();
  const { busy, run } = useConsoleAction();
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={`Remove ${area.pincode}`}
      className={buttonClass("outline", "sm")}
      onClick={() => {
        if (!window.confirm(`Stop delivering to ${area.pincode} from this warehouse?`)) return;
        void run(() => removeConsoleDeliveryArea(browserFetch, warehouseId, area.id), () => router.refresh());
      }}
    >
      Remove
    </button>
  );
}
