"use client";

import { useRouter } from "next/navigation";
import { updateConsolePack } from "@/lib/api/console/products";
import { packBody, packFieldErrors, type PackFormValues } from "@/lib/api/console/pack-values";
import { browserFetch } from "@/lib/api/browser-transport";
import type { ConsoleProductDetail } from "@/lib/api/schemas/console/products";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { PackFields } from "./pack-fields";

type Pack = ConsoleProductDetail["packs"][number];

/** One pack's label, net quantity and unit, MRP, price, GTIN and whether it is sold; stock is set beside the price. */
export function PackEditForm({ productName, pack, index }: { productName: string; pack: Pack; index: number }) {
  const router = useRouter();
  const toast = useToast();
  const defaults: PackFormValues = {
    name: pack.name,
    net_quantity: pack.net_quantity,
    net_unit: pack.net_unit ?? "",
    act_price: pack.act_price,
    price: pack.price,
    gtin: pack.gtin ?? "",
    active: pack.active,
  };
  return (
    <Form<PackFormValues>
      defaultValues={defaults}
      aria-label={`Pack ${index + 1} of ${productName}`}
      className="flex flex-col gap-3"
      onSubmit={async (values) => {
        const body = packBody(values);
        const fieldErrors = packFieldErrors(body);
        if (Object.keys(fieldErrors).length > 0) throw new FormSubmitError("Check the pack's fields", fieldErrors);
        try {
          await updateConsolePack(browserFetch, pack.id, body);
          toast.success(`Saved ${productName} ${values.name}`);
          router.refresh();
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <PackFields legend={`Pack ${index + 1}`} />
      <FormField type="checkbox" name="active" label="Sold on the storefront" />
      <SubmitButton pendingText="Saving…">Save pack</SubmitButton>
    </Form>
  );
}
