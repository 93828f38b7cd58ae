"use client";

import { useAtomValue, useSetAtom } from "jotai";
import { Suspense } from "react";
import { useVisitorReady } from "@/lib/state/visitor";
import { pincodeAtom, pincodeDialogOpenAtom } from "@/lib/state/ui";
import { onDemand } from "@/components/dialogs/on-demand";
import { TruckIcon } from "@/components/ui/icons";
import { CHECKING, DeliveryChecking } from "./delivery-checking";

// The estimate's request and its wording are needed only once the visitor has a pincode.
const DeliveryDetails = onDemand(() => import("./delivery-details").then((module) => module.DeliveryDetails)).Component;

const ASK = "Choose your delivery pincode to see slots and delivery charges.";

/** Before the visitor call answers, the page (the same for everyone) draws both states and the visitor hint shows one. */
function Hinted() {
  return (
    <>
      <p data-hint-when="no-pincode" className="text-fg-muted">
        {ASK}
      </p>
      <div data-hint-when="pincode" className="contents">
        <p className="font-semibold">
          Delivery to <span data-hint-text="pincode" />
        </p>
        <p className="text-fg-muted">{CHECKING}</p>
      </div>
    </>
  );
}

/** The product page's delivery line for the visitor's pincode and the chosen pack's warehouse. */
export function DeliveryLine({ warehouseId }: { warehouseId: number }) {
  const ready = useVisitorReady();
  const pincode = useAtomValue(pincodeAtom);
  const openPincode = useSetAtom(pincodeDialogOpenAtom);
  return (
    <section aria-label="Delivery" aria-live="polite" className="flex items-start gap-2 text-sm">
      <TruckIcon size={18} className="mt-0.5 shrink-0 text-brand" />
      <div className="min-w-0 flex-1 space-y-0.5">
        {!ready ? (
          <Hinted />
        ) : pincode ? (
          <Suspense fallback={<DeliveryChecking pincode={pincode} />}>
            <DeliveryDetails pincode={pincode} warehouseId={warehouseId} />
          </Suspense>
        ) : (
          <p className="text-fg-muted">{ASK}</p>
        )}
      </div>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openPincode(true)}
        className="shrink-0 cursor-pointer font-semibold text-brand underline-offset-2 hover:underline"
      >
        {ready && !pincode ? "Select" : "Change"}
        <span className="sr-only"> delivery pincode</span>
      </button>
    </section>
  );
}
