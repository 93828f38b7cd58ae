"use client";

import { useTranslations } from "use-intl";
import { LanguageLink as Link } from "@/components/i18n/language-link";
import { useId, useState } from "react";
import type { CartItem } from "@/lib/api/schemas";
import { lineLimitOf } from "@/lib/api/contract/cart";
import { formatPrice } from "@/lib/format";
import { useCartActions } from "@/lib/state/cart";
import { cx } from "@/components/ui/cx";
import { AlertIcon } from "@/components/ui/icons";
import { UnitPrice } from "@/components/ui/unit-price";
import { LineLimitHint } from "./line-limit-hint";
import { QuantityStepper } from "./quantity-stepper";
import { productPath } from "@/lib/paths";
import { Thumbnail } from "@/components/ui/thumbnail";
import { useServerSentence } from "@/lib/i18n/use-server-sentence";

/** One cart line: image, name, pack, stepper, price and MRP; a line that cannot be ordered says why. */
export function CartLine({ item, onNavigate }: { item: CartItem; onNavigate?: () => void }) {
  const actions = useCartActions();
  const [pending, setPending] = useState(0);
  const track = (work: Promise<unknown>) => {
    setPending((count) => count + 1);
    void work.finally(() => setPending((count) => count - 1));
  };
  const t = useTranslations("Cart");
  const say = useServerSentence();
  const label = `${item.name}, ${item.pack}`;
  const limitHintId = useId();
  return (
    <li data-testid="cart-line" data-valid={item.valid} className="flex gap-3 py-3">
      <Thumbnail image={item.image} size="small" edge={64} className={cx("h-16 w-16 shrink-0 rounded-lg bg-surface-muted object-contain p-1", !item.valid && "opacity-50")} />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-semibold leading-5">
          {item.slug ? (
            <Link href={productPath(item.slug)} onClick={onNavigate} className="hover:underline">
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </p>
        <p className="text-xs text-fg-muted">{item.pack}</p>
        {!item.valid && item.message && (
          <p className="mt-1 flex items-center gap-1 text-xs font-semibold text-danger">
            <AlertIcon size={14} />
            {say(item.message)}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            quantity={item.quantity}
            itemLabel={label}
            busy={pending > 0}
            onIncrease={() => track(actions.add(item))}
            onDecrease={() => track(actions.remove(item.pack_id))}
            limit={lineLimitOf(item)}
            limitHintId={limitHintId}
          />
          <div className="text-right">
            <p className="text-sm font-bold">
              <span className="sr-only">{t("priceSr")}</span>
              {formatPrice(item.price)}
              {item.act_price > item.price && (
                <s className="ml-1.5 text-xs font-normal text-fg-muted">
                  <span className="sr-only">{t("wasSr")}</span>
                  {formatPrice(item.act_price)}
                </s>
              )}
            </p>
            <UnitPrice pack={item} className="block" />
            {item.quantity > 1 && <p className="text-xs text-fg-muted">{t("amountFor", { amount: formatPrice(item.amount), count: item.quantity })}</p>}
          </div>
        </div>
        <LineLimitHint id={limitHintId} quantity={item.quantity} limit={lineLimitOf(item)} className="mt-1" />
        <button
          type="button"
          onClick={() => track(actions.remove(item.pack_id, true))}
          aria-label={t("removeFromCart", { item: label })}
          className="mt-1 cursor-pointer text-xs font-medium text-fg-muted underline-offset-2 hover:text-danger hover:underline"
        >
          {t("remove")}
        </button>
      </div>
    </li>
  );
}
