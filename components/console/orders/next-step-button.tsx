"use client";

import { useState } from "react";
import { browserFetch } from "@/lib/api/browser-transport";
import { moveConsoleOrder } from "@/lib/api/console/orders";
import { ORDER_STEP_ACTIONS, type OrderStep } from "@/lib/api/contract/console/orders";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { buttonClass } from "@/components/ui/button";

type Props = { orderId: number; orderNumber: string; next: OrderStep; onMoved: () => void; size?: "sm" | "md" };

/** The order's next step in one click; the server refuses anything but the next step, with its reason. */
export function NextStepButton({ orderId, orderNumber, next, onMoved, size = "sm" }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={`${ORDER_STEP_ACTIONS[next]}: order ${orderNumber}`}
      className={buttonClass("primary", size, "whitespace-nowrap")}
      onClick={async () => {
        setBusy(true);
        try {
          const { message } = await moveConsoleOrder(browserFetch, orderId, { status: next });
          toast.success(message);
          onMoved();
        } catch (error) {
          toast.error(errorText(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      {ORDER_STEP_ACTIONS[next]}
    </button>
  );
}
