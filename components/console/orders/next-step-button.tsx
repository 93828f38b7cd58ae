"use client";

import { browserFetch } from "@/lib/api/browser-transport";
import { moveConsoleOrder } from "@/lib/api/console/orders";
import { ORDER_STEP_ACTIONS, type OrderStep } from "@/lib/api/contract/console/orders";
import { buttonClass } from "@/components/ui/button";
import { useConsoleAction } from "../use-console-action";

type Props = { orderId: number; orderNumber: string; next: OrderStep; onMoved: () => void; size?: "sm" | "md" };

/** The order's next step in one click; the server refuses anything but the next step, with its reason. */
export function NextStepButton({ orderId, orderNumber, next, onMoved, size = "sm" }: Props) {
  const { busy, run } = useConsoleAction();
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={`${ORDER_STEP_ACTIONS[next]}: order ${orderNumber}`}
      className={buttonClass("primary", size, "whitespace-nowrap")}
      onClick={() => void run(() => moveConsoleOrder(browserFetch, orderId, { status: next }), onMoved)}
    >
      {ORDER_STEP_ACTIONS[next]}
    </button>
  );
}
