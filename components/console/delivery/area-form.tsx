"use client";

import { useRouter } from "next/navigation";
import { browserFetch } from "@/lib/api/browser-transport";
import { updateConsoleDeliveryArea } from "@/lib/api/console/delivery";
import { areaTermsSchema, type WarehouseDetail } from "@/lib/api/schemas/console/delivery";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { Form, FormSubmitError, SubmitButton } from "@/components/forms";
import { checkedBody } from "../checked-body";
import { AreaTermsFields, areaTermsOf, type AreaTermsValues } from "./area-terms-fields";
import { consoleWarehousePath } from "./delivery-paths";

type Area = WarehouseDetail["areas"][number];

/** Edits one pincode's charge, free-delivery threshold and cash on delivery; the checkout follows on its next request. */
export function AreaForm({ warehouseId, area }: { warehouseId: number; area: Area }) {
  const router = useRouter();
  const toast = useToast();
  const defaults: AreaTermsValues = { delivery_charge: area.delivery_charge, free_delivery_above: area.free_delivery_above, cod_enabled: area.cod_enabled, cod_limit: area.cod_limit, active: area.active };
  return (
    <Form<AreaTermsValues>
      defaultValues={defaults}
      aria-label={`Delivery to ${area.pincode}`}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        const body = checkedBody(areaTermsSchema, areaTermsOf(values));
        try {
          toast.success((await updateConsoleDeliveryArea(browserFetch, warehouseId, area.id, body)).message);
          router.push(consoleWarehousePath(warehouseId));
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <AreaTermsFields />
      <SubmitButton pendingText="Saving…">Save</SubmitButton>
    </Form>
  );
}
