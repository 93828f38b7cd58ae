"use client";

import { useSetAtom } from "jotai";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { orderAgain } from "@/lib/api/buy-again";
import { browserFetch } from "@/lib/api/browser-transport";
import { errorText } from "@/lib/errors";
import { useReplaceCart } from "@/lib/state/cart";
import { cartPanelNoticeAtom, cartPanelOpenAtom } from "@/lib/state/ui";
import { useVisitorReady } from "@/lib/state/visitor";
import { buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { orderAgainSummary } from "./order-again-summary";

type Outcome = { text: string; tone: "done" | "partial" | "failed" };

const TONES: Record<Outcome["tone"], string> = {
  done: "text-success",
  partial: "text-fg",
  failed: "text-danger",
};

/**
 * Puts the order's packs back into the cart at today's prices, opens the cart when something went in,
 * and says what was added, what was left out and why, in the page's language: at the top of the cart
 * panel, and in a message next to the button that stays after the panel is closed.
 */
export function OrderAgainButton({ orderId, orderNumber, className }: { orderId: number; orderNumber: string; className?: string }) {
  const t = useTranslations("Order");
  const replaceCart = useReplaceCart();
  const openCart = useSetAtom(cartPanelOpenAtom);
  const setCartNotice = useSetAtom(cartPanelNoticeAtom);
  // Until the visitor call has filled the cart, a reply written now could be overwritten by it.
  const ready = useVisitorReady();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async () => {
    setPending(true);
    try {
      const result = await orderAgain(browserFetch, orderId);
      replaceCart(result.cart);
      const complete = result.left_out.length === 0 && result.price_changed.length === 0;
      const text = orderAgainSummary(result, t);
      setOutcome({ text, tone: result.added.length === 0 ? "failed" : complete ? "done" : "partial" });
      if (result.added.length > 0) {
        setCartNotice(text);
        openCart(true);
      }
    } catch (error) {
      setOutcome({ text: errorText(error), tone: "failed" });
    } finally {
      setPending(false);
    }
  };

  // The accessible name starts with the words on the button, whichever they are now.
  const label = pending ? t("adding") : t("orderAgain");
  return (
    <div className={cx("flex flex-col gap-2", className)}>
      <button
        type="button"
        className={buttonClass("outline", "sm", "self-start")}
        aria-label={t("orderAgainLabel", { label, number: orderNumber })}
        aria-busy={pending}
        disabled={pending || !ready}
        onClick={run}
      >
        {label}
      </button>
      <p role="status" className={cx("whitespace-pre-line text-sm empty:hidden", outcome && TONES[outcome.tone])}>
        {outcome?.text}
      </p>
    </div>
  );
}
