"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { startCashfreePayment } from "@/lib/api/checkout";
import { browserFetch } from "@/lib/api/browser-transport";
import { errorText } from "@/lib/errors";
import { pendingCheckoutPath } from "./checkout-flow";
import { loadScript } from "./load-script";
import { PaymentPanel, TryAgain, type PanelState } from "./payment-panel";
import { useLanguagePath } from "@/components/i18n/language-link";

/** Hands the order to Cashfree's checkout, which comes back to /checkout/confirm/{id} after paying. */
export function CashfreeStart({ orderId }: { orderId: number }) {
  const router = useRouter();
  const t = useTranslations("Payment");
  const inPageLanguage = useLanguagePath();
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState("");
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;

    async function open() {
      const start = await startCashfreePayment(browserFetch, orderId);
      await loadScript(start.script_url);
      if (!window.Cashfree) throw new Error(t("pageNotOpened"));
      const result = await window.Cashfree({ mode: start.mode }).checkout({ paymentSessionId: start.payment_session_id, redirectTarget: "_self" });
      // A redirect leaves the page; an error means the shopper closed or aborted the payment.
      if (result?.error) router.push(inPageLanguage(pendingCheckoutPath(orderId)));
    }
    open().catch((error: unknown) => {
      console.error(error);
      setProblem(errorText(error));
    });
  }, [attempt, orderId, router, t, inPageLanguage]);

  const retry = () => {
    setProblem("");
    setAttempt((count) => count + 1);
  };
  const state: PanelState = problem ? { kind: "problem", text: problem, actions: <TryAgain onClick={retry} /> } : { kind: "busy", text: t("toCashfree") };
  return <PaymentPanel title={t("cashfreeTitle")} state={state} />;
}
