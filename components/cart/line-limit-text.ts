"use client";

import { useTranslations } from "use-intl";
import type { LineLimit } from "@/lib/api/contract/cart";

/** A line limit's reason in the page's words ("You can add at most 10 of this item", "Only 2 left"). */
export function useLineLimitText(): (limit: LineLimit) => string {
  const t = useTranslations("Product");
  return (limit) => {
    if (limit.reason === "lineLimit") return t("lineLimit", { count: limit.max });
    return limit.reason === "onlyLeft" ? t("onlyLeft", { count: limit.left }) : t("outOfStock");
  };
}
