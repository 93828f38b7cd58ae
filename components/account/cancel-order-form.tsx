"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { cancelOrder } from "@/lib/api/account";
import { browserFetch } from "@/lib/api/browser-transport";
import { CANCEL_REASONS } from "@/lib/api/contract/orders";
import { errorText } from "@/lib/errors";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { useToast } from "@/lib/state/toasts";
import { buttonClass } from "@/components/ui/button";
import { OrderCard } from "./order-panels";

const REASON_OPTIONS = CANCEL_REASONS.map((reason) => ({ text: reason, value: reason }));

/** Until the order is packed: a reason, then the cancellation (and, for an online payment, the refund). */
export function CancelOrderForm({ orderId, paidOnline }: { orderId: number; paidOnline: boolean }) {
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <OrderCard title="Cancel order">
      {!open ? (
        <div className="flex flex-col gap-3 text-sm text-fg-muted">
          <p>You can cancel until the order is packed.{paidOnline ? " Your payment is refunded to the way you paid." : ""}</p>
          <button type="button" className={buttonClass("outline", "md", "self-start")} onClick={() => setOpen(true)}>
            Cancel this order
          </button>
        </div>
      ) : (
        <Form<{ reason: string }>
          defaultValues={{ reason: "" }}
          aria-label="Cancel order"
          className="flex flex-col gap-3"
          onSubmit={async ({ reason }) => {
            try {
              const { message } = await cancelOrder(browserFetch, orderId, { reason });
              toast.success(message);
              router.refresh();
            } catch (error) {
              throw new FormSubmitError(errorText(error));
            }
          }}
        >
          <FormField type="select" name="reason" label="Reason" required options={REASON_OPTIONS} placeholder="Choose a reason" />
          <div className="flex flex-wrap gap-2">
            <SubmitButton pendingText="Cancelling…" className={buttonClass("primary", "md")}>
              Confirm cancellation
            </SubmitButton>
            <button type="button" className={buttonClass("outline", "md")} onClick={() => setOpen(false)}>
              Keep order
            </button>
          </div>
        </Form>
      )}
    </OrderCard>
  );
}
