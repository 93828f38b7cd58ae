"use client";

import { useTranslations } from "use-intl";
import { useState } from "react";
import type { Cart } from "@/lib/api/schemas";
import { COUPON_CODE_MISSING } from "@/lib/api/contract/cart";
import { errorText } from "@/lib/errors";
import { useServerSentence } from "@/lib/i18n/use-server-sentence";
import { useCartActions } from "@/lib/state/cart";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { buttonClass } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";

/** A coupon is optional, so the field is not marked required; only pressing Apply with nothing typed is refused. */
const typedCode = (value: unknown) => (String(value ?? "").trim() ? true : COUPON_CODE_MISSING);

/** Coupon entry: apply a code, or remove the applied one; refusals show the server's message until the cart next changes. */
export function CouponForm({ cart }: { cart: Cart }) {
  const t = useTranslations("Cart");
  const say = useServerSentence();
  const actions = useCartActions();
  const [removing, setRemoving] = useState(false);
  // The refusal belongs to the cart it was about; a changed cart no longer shows it.
  const [removeError, setRemoveError] = useState<{ cart: Cart; text: string } | null>(null);

  const apply = async ({ code }: { code: string }, form: { reset: () => void }) => {
    try {
      if (await actions.applyCoupon(code)) form.reset();
    } catch (error) {
      console.error(error);
      throw new FormSubmitError(errorText(error));
    }
  };

  const remove = async () => {
    setRemoving(true);
    setRemoveError(null);
    try {
      await actions.removeCoupon();
    } catch (error) {
      console.error(error);
      setRemoveError({ cart, text: say(errorText(error)) });
    } finally {
      setRemoving(false);
    }
  };

  if (cart.offercode) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-success/40 bg-success/10 px-3 py-2">
        <p className="flex items-center gap-2 text-sm">
          <CheckIcon size={16} className="text-success" />
          <span>
            {t.rich("couponApplied", { code: cart.offercode, strong: (chunks) => <strong>{chunks}</strong> })}
          </span>
        </p>
        <button type="button" className={buttonClass("ghost", "sm")} onClick={() => void remove()} disabled={removing}>
          {t("removeCoupon")}
        </button>
        {removeError?.cart === cart && <p className="text-sm text-danger">{removeError.text}</p>}
      </div>
    );
  }

  return (
    <Form<{ code: string }> defaultValues={{ code: "" }} onSubmit={apply} clearSubmitErrorOn={cart} className="grid gap-2" aria-label={t("coupon")}>
      <div className="flex items-start gap-2">
        <FormField type="text" name="code" label={t("couponCode")} validator={typedCode} autoComplete="off" className="min-w-0 flex-1" />
        <SubmitButton pendingText={t("applying")} className="mt-6 h-10 shrink-0 bg-brand px-4 text-brand-contrast hover:bg-brand-strong">
          {t("apply")}
        </SubmitButton>
      </div>
    </Form>
  );
}
