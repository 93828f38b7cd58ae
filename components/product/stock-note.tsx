"use client";

import { useTranslations } from "use-intl";
import type { Pack } from "@/lib/api/schemas";
import { cx } from "@/components/ui/cx";

/** "Out of stock" or "Only N left" for a pack; nothing while plenty are left. */
export function StockNote({ pack, className }: { pack: Pick<Pack, "stock_status" | "stock_left">; className?: string }) {
  const t = useTranslations("Product");
  if (pack.stock_status === "out_of_stock") return <p className={cx("text-sm font-semibold text-danger", className)}>{t("outOfStock")}</p>;
  if (pack.stock_status === "low_stock" && pack.stock_left)
    return <p className={cx("text-sm font-semibold text-danger", className)}>{t("onlyLeft", { count: pack.stock_left })}</p>;
  return null;
}
