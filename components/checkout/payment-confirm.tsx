"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { LanguageLink as Link, useLanguagePath } from "@/components/i18n/language-link";
import { confirmPayment } from "@/lib/api/checkout";
import { browserFetch } from "@/lib/api/browser-transport";
import type { PaymentConfirmation } from "@/lib/api/schemas/checkout";
import { errorText } from "@/lib/errors";
import { buttonClass } from "@/components/ui/button";
import { PaymentPanel, TryAgain, type PanelState } from "./payment-panel";
import { ONLINE_METHODS, paymentStartPath } from "./checkout-flow";
import { orderSuccessPath } from "@/lib/api/contract/checkout";
import { orderPath } from "@/lib/paths";

const CONFIRM_POLL_MS = 2000;
const CONFIRM_ATTEMPTS = 15;

function RetryLink({ href }: { href: string }) {
  const t = useTranslations("Payment");
  return (
    <Link href={href} className={buttonClass("primary")}>
      {t("tryAgain")}
    </Link>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks the backend until the payment is decided (about 30 s), then goes to the success page or a retry. */
export function PaymentConfirm({ orderId }: { orderId: number }) {
  const router = useRouter();
  const t = useTranslations("Payment");
  const inPageLanguage = useLanguagePath();
  const confirming: PanelState = { kind: "busy", text: t("confirming") };
  const [round, setRound] = useState(0);
  const [state, setState] = useState<PanelState | null>(null);
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === round) return;
    started.current = round;

    async function poll() {
      let last: PaymentConfirmation | null = null;
      for (let attempt = 1; attempt <= CONFIRM_ATTEMPTS; attempt += 1) {
        last = await confirmPayment(browserFetch, orderId);
        if (last.state === "placed" || last.state === "paid") {
          router.replace(inPageLanguage(orderSuccessPath(last.order_number)));
          return;
        }
        if (last.state === "failed") {
          setState({ kind: "problem", text: last.message, actions: last.retry ? <RetryLink href={last.retry} /> : undefined });
          return;
        }
        if (attempt < CONFIRM_ATTEMPTS) await wait(CONFIRM_POLL_MS);
      }
      // Still undecided: the order stays payable, so paying again is offered beside the order itself.
      const payAgain = last?.retry ?? (last && ONLINE_METHODS.has(last.payment_method) ? paymentStartPath(last.payment_method, orderId) : null);
      setState({
        kind: "problem",
        text: t("stillPending"),
        actions: (
          <>
            {payAgain && <RetryLink href={payAgain} />}
            <Link href={orderPath(orderId)} className={buttonClass(payAgain ? "outline" : "primary")}>
              {t("viewOrder")}
            </Link>
          </>
        ),
      });
    }
    poll().catch((error: unknown) => {
      console.error(error);
      setState({ kind: "problem", text: errorText(error), actions: (
          <TryAgain
            onClick={() => {
              setState(null);
              setRound((count) => count + 1);
            }}
          />
        ), });
    });
  }, [orderId, round, router, t, inPageLanguage]);

  return <PaymentPanel title={state ? t("notConfirmedTitle") : t("confirmingTitle")} state={state ?? confirming} />;
}
