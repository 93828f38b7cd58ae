"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { placeOrder } from "@/lib/api/checkout";
import { ApiRequestError } from "@/lib/api/client";
import { browserFetch } from "@/lib/api/browser-transport";
import type { PlaceOrderBody } from "@/lib/api/schemas/checkout";
import { errorText } from "@/lib/errors";
import { clearToasts, notifyError } from "@/lib/state/toasts";
import { useLanguagePath } from "@/components/i18n/language-link";

function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A refusal the shopper has to fix (a 4xx): the next attempt is a new order, so it gets a new key. */
const refused = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/**
 * Places the order once per attempt: one idempotency key while the page lives (a retried request
 * after a network failure answers with the same order), a synchronous guard against double clicks,
 * and the server's refusal text for the alert. A 409 means the prices changed: `onPriceChange` reloads.
 */
export function usePlaceOrder(onPriceChange: () => Promise<unknown>) {
  const router = useRouter();
  const inLanguage = useLanguagePath();
  const key = useRef<string | null>(null);
  const busy = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState("");

  async function place(body: Omit<PlaceOrderBody, "idempotency_key">) {
    if (busy.current) return;
    busy.current = true;
    setPlacing(true);
    setError("");
    key.current ??= newKey();
    try {
      const placed = await placeOrder(browserFetch, { ...body, idempotency_key: key.current });
      // "Address added" and the like were about the checkout; the order's own pages start clean.
      clearToasts();
      router.push(inLanguage(placed.next));
      // Stays busy: the page is leaving.
    } catch (failure) {
      if (refused(failure)) key.current = null;
      setError(errorText(failure));
      notifyError(failure);
      if (failure instanceof ApiRequestError && failure.status === 409) await onPriceChange().catch(() => undefined);
      busy.current = false;
      setPlacing(false);
    }
  }

  return { place, placing, error, clearError: () => setError("") };
}
