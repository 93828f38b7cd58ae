"use client";

import { useTranslations } from "use-intl";
import type { Pack } from "@/lib/api/schemas";
import { formatUnitPrice } from "@/lib/format";
import { cx } from "@/components/ui/cx";

/** A pack's unit sale price (₹138/kg) as a muted line; nothing when the pack declares no net quantity. */
export function UnitPrice({ pack, size = "xs", className }: { pack: Pick<Pack, "unit_price" | "net_unit">; size?: "xs" | "sm"; className?: string }) {
  const t = useTranslations("Product");
  if (pack.unit_price === null || pack.net_unit === null) return null;
  return (
    <span data-testid="unit-price" className={cx(size === "sm" ? "unit-price-sm" : "unit-price", className)}>
      <span className="sr-only">{t("unitPriceSr")}</span>
      {formatUnitPrice(pack.unit_price, pack.net_unit)}
    </span>
  );
}
