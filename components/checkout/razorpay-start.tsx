"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { startRazorpayPayment, verifyRazorpayPayment } from "@/lib/api/checkout";
import { browserFetch } from "@/lib/api/browser-transport";
import type { PaymentConfirmation } from "@/lib/api/schemas/checkout";
import { errorText } from "@/lib/errors";
import { pendingCheckoutPath } from "./checkout-flow";
import { loadScript } from "./load-script";
import { PaymentPanel, TryAgain, type PanelState } from "./payment-panel";
import { paymentOutcomePath } from "./payment-outcome";

/** Opens Razorpay's checkout for the order, then has the backend verify the payment it reports. */
export function RazorpayStart({ orderId }: { orderId: number }) {
  const router = useRouter();
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState("");
  const [busyText, setBusyText] = useState("Opening the payment window…");
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
      if (next) router.replace(next);
      else setProblem(result.message);
    };

    async function open() {
      const start = await startRazorpayPayment(browserFetch, orderId);
      await loadScript(start.script_url);
      if (!window.Razorpay) throw new Error("The payment window could not be opened. Please try again.");
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
          setBusyText("Confirming your payment…");
          verifyRazorpayPayment(browserFetch, orderId, response).then(settle, fail);
        },
        modal: { ondismiss: () => router.push(pendingCheckoutPath(orderId)) },
      });
      checkout.on("payment.failed", (failure) => setProblem(failure.error.description || "The payment failed. Please try again."));
      checkout.open();
      setBusyText("Complete the payment in the Razorpay window…");
    }
    open().catch(fail);
  }, [attempt, orderId, router]);

  const retry = () => {
    setProblem("");
    setBusyText("Opening the payment window…");
    setAttempt((count) => count + 1);
  };
  const state: PanelState = problem ? { kind: "problem", text: problem, actions: <TryAgain onClick={retry} /> } : { kind: "busy", text: busyText };
  return <PaymentPanel title="Pay with Razorpay" state={state} />;
}
