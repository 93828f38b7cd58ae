"use client";

import type { PaymentMethod } from "@/lib/api/schemas";
import { choiceClass } from "@/components/forms/field-styles";
import { ChoiceCard } from "./checkout-section";

type Props = { methods: PaymentMethod[]; value: string; disabled: boolean; onChange: (code: string) => void; codUnavailable: string };

/** The methods the server offers for this cart (cash on delivery unless its delivery area refuses it; gateways when configured). */
export function PaymentMethods({ methods, value, disabled, onChange, codUnavailable }: Props) {
  return (
    <>
      {codUnavailable && <p className="mb-2 text-sm text-fg-muted">{codUnavailable}</p>}
      <div role="radiogroup" aria-label="Payment method" className="grid gap-2 sm:grid-cols-2">
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
            <span className="text-sm font-medium text-fg">{method.name}</span>
          </ChoiceCard>
        ))}
      </div>
    </>
  );
}
