"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { cancelOrder } from "@/lib/api/account";
import { browserFetch } from "@/lib/api/browser-transport";
import { CANCEL_REASONS } from "@/lib/api/contract/orders";
import { errorText } from "@/lib/errors";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { useToast } from "@/lib/state/toasts";
import { buttonClass } from "@/components/ui/button";
import { OrderCard } from "./order-card";

/** Until the order is packed: a reason, then the cancellation (and, for an online payment, the refund). */
export function CancelOrderForm({ orderId, paidOnline }: { orderId: number; paidOnline: boolean }) {
  const router = useRouter();
  const toast = useToast();
  const t = useTranslations("Order");
  const [open, setOpen] = useState(false);
  // The store is sent the reason in its own (English) words; the shopper reads it in theirs.
  const reasons = CANCEL_REASONS.map((reason, index) => ({ text: t(`reason_${index}`), value: reason }));
  return (
    <OrderCard title={t("cancelOrder")}>
      {!open ? (
        <div className="flex flex-col gap-3 text-sm text-fg-muted">
          <p>
            {t("cancelUntilPacked")}
            {paidOnline ? t("refundNote") : ""}
          </p>
          <button type="button" className={buttonClass("outline", "md", "self-start")} onClick={() => setOpen(true)}>
            {t("cancelThisOrder")}
          </button>
        </div>
      ) : (
        <Form<{ reason: string }>
          defaultValues={{ reason: "" }}
          aria-label={t("cancelOrder")}
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
          <FormField type="select" name="reason" label={t("reason")} required options={reasons} placeholder={t("chooseReason")} />
          <div className="flex flex-wrap gap-2">
            <SubmitButton pendingText={t("cancelling")} className={buttonClass("primary", "md")}>
              {t("confirmCancel")}
            </SubmitButton>
            <button type="button" className={buttonClass("outline", "md")} onClick={() => setOpen(false)}>
              {t("keepOrder")}
            </button>
          </div>
        </Form>
      )}
    </OrderCard>
  );
}
