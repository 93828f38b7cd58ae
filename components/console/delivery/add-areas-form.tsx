"use client";

import { useRouter } from "next/navigation";
import { browserFetch } from "@/lib/api/browser-transport";
import { addConsoleDeliveryAreas } from "@/lib/api/console/delivery";
import { addAreasBodySchema } from "@/lib/api/schemas/console/delivery";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { checkedBody } from "../checked-body";
import { AreaTermsFields, areaTermsOf, NEW_AREA_TERMS, type AreaTermsValues } from "./area-terms-fields";

type Values = AreaTermsValues & { pincodes: string; file: File | null };

/**
 * Adds pincodes to a warehouse, pasted or from a CSV file, on the same terms. The server checks every
 * entry and names each bad one with its line; on a refusal the pasted text stays in the form.
 */
export function AddAreasForm({ warehouseId }: { warehouseId: number }) {
  const router = useRouter();
  const toast = useToast();
  return (
    <Form<Values>
      defaultValues={{ ...NEW_AREA_TERMS, pincodes: "", file: null }}
      aria-label="Add pincodes"
      className="flex flex-col gap-4"
      onSubmit={async (values, form) => {
        const fromFile = values.file ? await values.file.text() : "";
        const body = checkedBody(addAreasBodySchema, { ...areaTermsOf(values), pincodes: [values.pincodes, fromFile].filter(Boolean).join("\n") });
        try {
          const { message } = await addConsoleDeliveryAreas(browserFetch, warehouseId, body);
          toast.success(message);
          form.reset();
          router.refresh();
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField type="textarea" name="pincodes" label="Pincodes" description="One a line, or separated by commas" rows={5} />
        <FormField type="file" name="file" label="Or a CSV file of pincodes" accept=".csv,text/csv,text/plain" description='One pincode a line; a first line "pincode" is skipped' />
      </div>
      <AreaTermsFields />
      <SubmitButton pendingText="Adding…">Add pincodes</SubmitButton>
    </Form>
  );
}
