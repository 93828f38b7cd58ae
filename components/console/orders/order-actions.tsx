"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { browserFetch } from "@/lib/api/browser-transport";
import { cancelConsoleOrder } from "@/lib/api/console/orders";
import type { ConsoleOrderDetail } from "@/lib/api/schemas/console/orders";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { OrderCard } from "@/components/account/order-panels";
import { buttonClass } from "@/components/ui/button";
import { controlClass } from "@/components/forms/field-styles";
import { NextStepButton } from "./next-step-button";

/** The order's next step, and its cancellation with a reason while it has not left the warehouse. */
export function OrderActions({ order }: { order: ConsoleOrderDetail }) {
  const router = useRouter();
  const toast = useToast();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  if (!order.next_status && !order.can_cancel) return null;
  const paidOnline = order.payment_status === "paid" && order.payment_method !== "cod";
  return (
    <OrderCard title="Actions">
      <div className="flex flex-col gap-4">
        {order.next_status && <NextStepButton orderId={order.id} orderNumber={order.order_number} next={order.next_status} onMoved={() => router.refresh()} size="md" />}
        {order.can_cancel && (
          <form
            aria-label="Cancel order"
            className="flex flex-col gap-2"
            onSubmit={async (event) => {
              event.preventDefault();
              setBusy(true);
              try {
                const { message } = await cancelConsoleOrder(browserFetch, order.id, { reason });
                toast.success(message);
                router.refresh();
              } catch (error) {
                toast.error(errorText(error));
              } finally {
                setBusy(false);
              }
            }}
          >
            <label htmlFor="cancel-reason" className="text-sm font-medium text-fg">
              Reason for cancelling
            </label>
            <input id="cancel-reason" required maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} className={controlClass} />
            {paidOnline && <p className="text-sm text-fg-muted">The payment is refunded through the gateway.</p>}
            <button type="submit" disabled={busy} className={buttonClass("danger", "md", "self-start")}>
              Cancel order
            </button>
          </form>
        )}
      </div>
    </OrderCard>
  );
}
