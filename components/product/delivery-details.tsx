"use client";

import { useTranslations } from "use-intl";
import type { DeliveryEstimate } from "@/lib/api/schemas";
import { formatPrice } from "@/lib/format";
import type { Texts } from "@/lib/i18n/texts";
import { useDeliveryEstimate } from "@/lib/state/delivery";
import { calendarWords, deliveryWindow } from "@/components/cart/delivery-text";
import { DeliveryChecking } from "./delivery-checking";

/** "₹40.00 delivery, free on orders of ₹499.00 or more", "₹40.00 delivery" or "Free delivery". */
export function deliveryChargeText(
  { delivery_charge, free_delivery_above }: Pick<DeliveryEstimate, "delivery_charge" | "free_delivery_above">,
  t: Texts,
): string {
  if (delivery_charge <= 0) return t("freeDelivery");
  const charge = formatPrice(delivery_charge);
  return free_delivery_above === null ? t("deliveryCharge", { charge }) : t("deliveryChargeFreeAbove", { charge, above: formatPrice(free_delivery_above) });
}

/** The delivery line's estimate for the visitor's pincode from the chosen pack's warehouse. */
export function DeliveryDetails({ pincode, warehouseId }: { pincode: string; warehouseId: number }) {
  const t = useTranslations("Product");
  const calendar = calendarWords(useTranslations("Cart"));
  const { data, error } = useDeliveryEstimate(pincode, warehouseId);
  if (data && !data.serviceable) {
    return (
      <>
        <p className="font-semibold text-danger">{t("notDeliveredTo", { pincode })}</p>
        <p className="text-fg-muted">{t("tryAnotherPincode")}</p>
      </>
    );
  }
  if (!data && !error) return <DeliveryChecking pincode={pincode} />;
  const when = data?.slot ? deliveryWindow(data.slot.date, data.slot.start_time, data.slot.end_time, calendar) : "";
  return (
    <>
      <p className="font-semibold">{t.rich("deliveryTo", { pincode, place: (chunks) => chunks })}</p>
      {data ? (
        <>
          <p>{when ? t("nextSlot", { when }) : t("slotToBeConfirmed")}</p>
          <p className="text-fg-muted">{deliveryChargeText(data, t)}</p>
        </>
      ) : (
        <p className="text-fg-muted">{t("deliveryUnavailable")}</p>
      )}
    </>
  );
}
