"use client";

import { useTranslations } from "use-intl";
import { useAtomValue, useSetAtom } from "jotai";
import { Suspense } from "react";
import { useVisitorReady } from "@/lib/state/visitor";
import { pincodeAtom, pincodeDialogOpenAtom } from "@/lib/state/ui";
import { onDemand } from "@/components/dialogs/on-demand";
import { TruckIcon } from "@/components/ui/icons";
import { DeliveryChecking } from "./delivery-checking";

// The estimate's request and its wording are needed only once the visitor has a pincode.
const DeliveryDetails = onDemand(() => import("./delivery-details").then((module) => module.DeliveryDetails)).Component;

/** Before the visitor call answers, the page (the same for everyone) draws both states and the visitor hint shows one. */
function Hinted() {
  const t = useTranslations("Product");
  return (
    <>
      <p data-hint-when="no-pincode" className="text-fg-muted">
        {t("choosePincode")}
      </p>
      <div data-hint-when="pincode" className="contents">
        <p className="font-semibold">{t.rich("deliveryTo", { pincode: "", place: () => <span data-hint-text="pincode" /> })}</p>
        <p className="text-fg-muted">{t("checkingSlots")}</p>
      </div>
    </>
  );
}

/** The product page's delivery line for the visitor's pincode and the chosen pack's warehouse. */
export function DeliveryLine({ warehouseId }: { warehouseId: number }) {
  const t = useTranslations("Product");
  const ready = useVisitorReady();
  const pincode = useAtomValue(pincodeAtom);
  const openPincode = useSetAtom(pincodeDialogOpenAtom);
  return (
    <section aria-label={t("delivery")} aria-live="polite" className="flex items-start gap-2 text-sm">
      <TruckIcon size={18} className="mt-0.5 shrink-0 text-brand" />
      <div className="min-w-0 flex-1 space-y-0.5">
        {!ready ? (
          <Hinted />
        ) : pincode ? (
          <Suspense fallback={<DeliveryChecking pincode={pincode} />}>
            <DeliveryDetails pincode={pincode} warehouseId={warehouseId} />
          </Suspense>
        ) : (
          <p className="text-fg-muted">{t("choosePincode")}</p>
        )}
      </div>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openPincode(true)}
        className="shrink-0 cursor-pointer font-semibold text-brand underline-offset-2 hover:underline"
      >
        {t(ready && !pincode ? "selectPincode" : "changePincode")}
        <span className="sr-only">{t("deliveryPincodeSr")}</span>
      </button>
    </section>
  );
}
