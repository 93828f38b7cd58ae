"use client";

import { useTranslations } from "use-intl";
import { formatDiscount, formatPrice } from "@/lib/format";
import type { Pack } from "@/lib/api/schemas";
import { cx } from "@/components/ui/cx";

type PriceProps = {
  pack: Pick<Pack, "price" | "act_price" | "discount" | "discount_type">;
  size?: "sm" | "md" | "lg";
  className?: string;
};

/** Selling price, MRP struck through when higher, and the discount; words for screen readers, not only styling. */
export function Price({ pack, size = "md", className }: PriceProps) {
  const t = useTranslations("Product");
  const showMrp = pack.act_price > pack.price;
  const discount = formatDiscount(pack.discount, pack.discount_type);
  return (
    <div className={cx("price-row", className)}>
      <span
        data-price={pack.price}
        className={`price-now-${size}`}
      >
        <span className="sr-only">{t("priceSr")}</span>
        {formatPrice(pack.price)}
      </span>
      {showMrp && (
        <span className={size === "lg" ? "price-mrp-lg" : "price-mrp"}>
          <span className={size === "lg" ? "" : "sr-only"}>{t("mrp")}</span>
          <s>
            <span className="sr-only">{t("wasSr")}</span>
            {formatPrice(pack.act_price)}
          </s>
        </span>
      )}
      {discount && (
        <span
          className={cx(
            "rounded bg-success px-1.5 py-0.5 font-semibold text-surface",
            size === "lg" ? "text-sm" : "text-xs",
          )}
        >
          {discount}
        </span>
      )}
    </div>
  );
}
