"use client";

import { useTranslations } from "use-intl";
import type { PaymentMethod } from "@/lib/api/schemas";
import { choiceClass } from "@/components/forms/field-styles";
import { useServerSentence } from "@/lib/i18n/use-server-sentence";
import { ChoiceCard } from "./checkout-section";

type Props = { methods: PaymentMethod[]; value: string; disabled: boolean; onChange: (code: string) => void; codUnavailable: string };

/** The methods the server offers for this cart (cash on delivery unless its delivery area refuses it; gateways when configured). */
/** The message keys of the methods the storefront knows; another method shows the name the server gives it. */
const METHOD_KEYS: Record<string, string> = { cod: "paymentCod", razorpay: "paymentRazorpay", cashfree: "paymentCashfree" };

export function PaymentMethods({ methods, value, disabled, onChange, codUnavailable }: Props) {
  const t = useTranslations("Checkout");
  const say = useServerSentence();
  return (
    <>
      {codUnavailable && <p className="mb-2 text-sm text-fg-muted">{say(codUnavailable)}</p>}
      <div role="radiogroup" aria-label={t("stepPayment")} className="grid gap-2 sm:grid-cols-2">
        {methods.map((method) => (
          <ChoiceCard key={method.code} className="items-center">
            <input
              type="radio"
              name="payment_method"
              value={method.code}
              checked={method.code === value}
              disabled={disabled}
              onChange={() => onChange(method.code)}
              className={choiceClass}
            />
            <span className="text-sm font-medium text-fg">{METHOD_KEYS[method.code] ? t(METHOD_KEYS[method.code]) : method.name}</span>
          </ChoiceCard>
        ))}
      </div>
    </>
  );
}
