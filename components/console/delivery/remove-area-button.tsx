"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { browserFetch } from "@/lib/api/browser-transport";
import { removeConsoleDeliveryArea } from "@/lib/api/console/delivery";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { buttonClass } from "@/components/ui/button";

/** Stops the warehouse delivering to one pincode, after the seller confirms. */
export function RemoveAreaButton({ warehouseId, area }: { warehouseId: number; area: { id: number; pincode: string } }) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={`Remove ${area.pincode}`}
      className={buttonClass("outline", "sm")}
      onClick={async () => {
        if (!window.confirm(`Stop delivering to ${area.pincode} from this warehouse?`)) return;
        setBusy(true);
        try {
          toast.success((await removeConsoleDeliveryArea(browserFetch, warehouseId, area.id)).message);
          router.refresh();
        } catch (error) {
          toast.error(errorText(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      Remove
    </button>
  );
}
