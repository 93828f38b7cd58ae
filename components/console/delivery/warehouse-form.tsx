"use client";

import { useRouter } from "next/navigation";
import { browserFetch } from "@/lib/api/browser-transport";
import { saveConsoleWarehouse } from "@/lib/api/console/delivery";
import { warehouseBodySchema, type WarehouseDetail } from "@/lib/api/schemas/console/delivery";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { checkedBody } from "../checked-body";
import { consoleWarehousePath } from "./delivery-paths";

type Values = { name: string; city: string; active: boolean };

/** Adds a warehouse, or renames one, changes its city or stops it delivering. */
export function WarehouseForm({ warehouse }: { warehouse?: WarehouseDetail }) {
  const router = useRouter();
  const toast = useToast();
  return (
    <Form<Values>
      defaultValues={{ name: warehouse?.name ?? "", city: warehouse?.city ?? "", active: warehouse?.active ?? true }}
      aria-label={warehouse ? "Edit warehouse" : "New warehouse"}
      className="flex flex-wrap items-start gap-4"
      onSubmit={async (values) => {
        const body = checkedBody(warehouseBodySchema, { name: values.name, city: values.city.trim() || null, active: values.active });
        try {
          const saved = await saveConsoleWarehouse(browserFetch, warehouse?.id ?? null, body);
          toast.success(saved.message);
          if (warehouse) router.refresh();
          else router.push(consoleWarehousePath(saved.warehouse.id));
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <FormField type="text" name="name" label="Name" required maxLength={80} />
      <FormField type="text" name="city" label="City" maxLength={80} />
      <FormField type="checkbox" name="active" label="Active" description="An inactive warehouse delivers nowhere; it is never deleted" />
      <SubmitButton pendingText="Saving…" className="mt-6">
        {warehouse ? "Save warehouse" : "Add warehouse"}
      </SubmitButton>
    </Form>
  );
}
