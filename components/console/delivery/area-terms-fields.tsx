import type { AreaTerms } from "@/lib/api/schemas/console/delivery";
import { FormField } from "@/components/forms";

/** An area's terms as its form holds them: empty numbers are null. */
export type AreaTermsValues = {
  delivery_charge: number | null;
  free_delivery_above: number | null;
  cod_enabled: boolean;
  cod_limit: number | null;
  active: boolean;
};

export const NEW_AREA_TERMS: AreaTermsValues = { delivery_charge: 0, free_delivery_above: null, cod_enabled: true, cod_limit: null, active: true };

export const areaTermsOf = (values: AreaTermsValues): AreaTerms => ({
  delivery_charge: values.delivery_charge ?? 0,
  free_delivery_above: values.free_delivery_above,
  cod_enabled: values.cod_enabled,
  cod_limit: values.cod_limit,
  active: values.active,
});

/** The charge, free-delivery threshold and cash on delivery of a delivery area (rupees). */
export function AreaTermsFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField type="number" name="delivery_charge" label="Delivery charge (₹)" description="0 for free delivery" />
      <FormField type="number" name="free_delivery_above" label="Free delivery above (₹)" description="Empty: the charge always applies" />
      <FormField type="checkbox" name="cod_enabled" label="Cash on delivery" />
      <FormField type="number" name="cod_limit" label="Cash on delivery limit (₹)" description="The largest order paid in cash; empty for no limit" />
      <FormField type="checkbox" name="active" label="Delivers here" />
    </div>
  );
}
