"use client";

import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";
import { CartIcon } from "@/components/ui/icons";
import { LanguageLink } from "@/components/i18n/language-link";

/** Nothing to check out: say so and point to the catalogue. */
export function EmptyCheckout() {
  const t = useTranslations("Checkout");
  return (
    <div className="grid place-items-center gap-3 rounded-xl border border-line bg-surface-raised px-4 py-16 text-center">
      <CartIcon size={48} className="text-fg-muted" />
      <h2 className="text-xl font-bold text-fg">{t("cartEmpty")}</h2>
      <p className="max-w-sm text-sm text-fg-muted">{t("emptyText")}</p>
      <LanguageLink href="/products" className={buttonClass("primary", "md", "mt-2")}>
        {t("browseProducts")}
      </LanguageLink>
    </div>
  );
}
