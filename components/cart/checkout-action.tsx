"use client";

import { useTranslations } from "use-intl";
import { LanguageLink as Link } from "@/components/i18n/language-link";
import { useSetAtom } from "jotai";
import type { Cart } from "@/lib/api/schemas";
import { pincodeDialogOpenAtom } from "@/lib/state/ui";
import { buttonClass } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons";
import { checkoutReadiness } from "./checkout-readiness";
import { useServerSentence } from "@/lib/i18n/use-server-sentence";

const CHECKOUT_PATH = "/checkout";
const SHOPPING_PATH = "/products";

/** Notice in the panel's footer: why checkout is not offered, and a way to change the pincode. */
function CheckoutNotice({ title, text, action }: { title: string; text: string; action: string }) {
  const openPincode = useSetAtom(pincodeDialogOpenAtom);
  return (
    <div role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-danger">
      <p className="flex items-center gap-2 font-bold">
        <AlertIcon size={18} />
        {title}
      </p>
      <p className="mt-1 text-sm">{text}</p>
      <button type="button" onClick={() => openPincode(true)} className="mt-2 cursor-pointer text-sm font-semibold underline underline-offset-2">
        {action}
      </button>
    </div>
  );
}

/**
 * The way to checkout for a cart that can be delivered; back to shopping for an empty one (with a
 * pincode); otherwise why not (no pincode, or lines that cannot be delivered or ordered) above a
 * disabled button.
 */
export function CheckoutAction({ cart, pincode, onNavigate }: { cart: Cart; pincode: string | null; onNavigate: () => void }) {
  const t = useTranslations("Cart");
  const say = useServerSentence();
  const readiness = checkoutReadiness(cart, pincode);
  if (readiness === "empty") {
    return (
      <Link href={SHOPPING_PATH} onClick={onNavigate} className={buttonClass("primary", "lg", "w-full")}>
        {t("continueShopping")}
      </Link>
    );
  }
  if (readiness === "ready") {
    return (
      <Link href={CHECKOUT_PATH} prefetch={false} onClick={onNavigate} className={buttonClass("primary", "lg", "w-full")}>
        {t("continueToCheckout")}
      </Link>
    );
  }
  return (
    <div className="grid gap-3">
      {readiness === "needs-pincode" ? (
        <CheckoutNotice title={t("pincodeRequired")} text={t("selectPincodeToCheckout")} action={t("selectPincode")} />
      ) : (
        <CheckoutNotice
          title={t("cannotCheckOut")}
          text={cart.message ? say(cart.message) : t("removeUnorderable")}
          action={t("changePincode")}
        />
      )}
      <button type="button" disabled className={buttonClass("primary", "lg", "w-full")}>
        {t("continueToCheckout")}
      </button>
    </div>
  );
}
