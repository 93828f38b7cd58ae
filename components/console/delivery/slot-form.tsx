"use client";

import { useRouter } from "next/navigation";
import { browserFetch } from "@/lib/api/browser-transport";
import { saveConsoleDeliverySlot } from "@/lib/api/console/delivery";
import { slotBodySchema, type WarehouseDetail } from "@/lib/api/schemas/console/delivery";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { checkedBody } from "../checked-body";

type Slot = WarehouseDetail["slots"][number];
type Values = { start_time: string; end_time: string; cutoff_minutes: number | null; active: boolean };

/** Adds a daily slot to a warehouse (no slot given) or edits one; an inactive slot is not offered. */
export function SlotForm({ warehouseId, slot }: { warehouseId: number; slot?: Slot }) {
  const router = useRouter();
  const toast = useToast();
  const label = slot ? `Slot ${slot.start_time}–${slot.end_time}` : "New slot";
  return (
    <Form<Values>
      defaultValues={{ start_time: slot?.start_time ?? "", end_time: slot?.end_time ?? "", cutoff_minutes: slot?.cutoff_minutes ?? 60, active: slot?.active ?? true }}
      aria-label={label}
      className="flex flex-wrap items-start gap-3"
      onSubmit={async (values, form) => {
        const body = checkedBody(slotBodySchema, { start_time: values.start_time.trim(), end_time: values.end_time.trim(), cutoff_minutes: values.cutoff_minutes ?? 0, active: values.active });
        try {
          toast.success((await saveConsoleDeliverySlot(browserFetch, warehouseId, slot?.id ?? null, body)).message);
          if (!slot) form.reset();
          router.refresh();
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <FormField type="text" name="start_time" label="Starts" required placeholder="09:00" maxLength={5} description="HH:MM, Indian time" />
      <FormField type="text" name="end_time" label="Ends" required placeholder="12:00" maxLength={5} />
      <FormField type="number" name="cutoff_minutes" label="Cutoff (minutes before)" />
      <FormField type="checkbox" name="active" label="Offered" />
      <SubmitButton pendingText="Saving…" className="mt-6">
        {slot ? "Save slot" : "Add slot"}
      </SubmitButton>
    </Form>
  );
}
