"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { startRazorpayPayment, verifyRazorpayPayment } from "@/lib/api/checkout";
import { browserFetch } from "@/lib/api/browser-transport";
import type { PaymentConfirmation } from "@/lib/api/schemas/checkout";
import { errorText } from "@/lib/errors";
import { pendingCheckoutPath } from "./checkout-flow";
import { loadScript } from "./load-script";
import { PaymentPanel, TryAgain, type PanelState } from "./payment-panel";
import { paymentOutcomePath } from "./payment-outcome";
import { useLanguagePath } from "@/components/i18n/language-link";

type Busy = "openingWindow" | "confirming" | "completeInRazorpay";

/** Opens Razorpay's checkout for the order, then has the backend verify the payment it reports. */
export function RazorpayStart({ orderId }: { orderId: number }) {
  const router = useRouter();
  const t = useTranslations("Payment");
  const inPageLanguage = useLanguagePath();
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState<Busy>("openingWindow");
  const started = useRef(-1);

  useEffect(() => {
    // Once per attempt, even when React runs the effect twice in development.
    if (started.current === attempt) return;
    started.current = attempt;

    const fail = (error: unknown) => {
      console.error(error);
      setProblem(errorText(error));
    };
    const settle = (result: PaymentConfirmation) => {
      const next = paymentOutcomePath(result);
      if (next) router.replace(inPageLanguage(next));
      else setProblem(result.message);
    };

    async function open() {
      const start = await startRazorpayPayment(browserFetch, orderId);
      await loadScript(start.script_url);
      if (!window.Razorpay) throw new Error(t("windowNotOpened"));
      const checkout = new window.Razorpay({
        key: start.key,
        amount: start.amount,
        currency: start.currency,
        name: start.name,
        description: start.description,
        order_id: start.order_id,
        prefill: start.prefill,
        theme: { color: start.theme_color },
        handler: (response) => {
          setBusy("confirming");
          verifyRazorpayPayment(browserFetch, orderId, response).then(settle, fail);
        },
        modal: { ondismiss: () => router.push(inPageLanguage(pendingCheckoutPath(orderId))) },
      });
      checkout.on("payment.failed", (failure) => setProblem(failure.error.description || t("paymentFailed")));
      checkout.open();
      setBusy("completeInRazorpay");
    }
    open().catch(fail);
  }, [attempt, orderId, router, t, inPageLanguage]);

  const retry = () => {
    setProblem("");
    setBusy("openingWindow");
    setAttempt((count) => count + 1);
  };
  const state: PanelState = problem ? { kind: "problem", text: problem, actions: <TryAgain onClick={retry} /> } : { kind: "busy", text: t(busy) };
  return <PaymentPanel title={t("razorpayTitle")} state={state} />;
}
