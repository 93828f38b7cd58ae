"use client";

import { useTranslations } from "use-intl";

/** The delivery line while the estimate for the pincode is on its way. */
export function DeliveryChecking({ pincode }: { pincode: string }) {
  const t = useTranslations("Product");
  return (
    <>
      <p className="font-semibold">{t.rich("deliveryTo", { pincode, place: (chunks) => chunks })}</p>
      <p className="text-fg-muted">{t("checkingSlots")}</p>
    </>
  );
}
