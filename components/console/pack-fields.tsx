import { NET_UNITS } from "@/lib/api/schemas/net-unit";
import { GTIN_MESSAGE, isValidGtin } from "@/lib/validation/gtin";
import { FormField } from "@/components/forms";

/**
 * A pack's label, net quantity and unit, MRP, price and GTIN, named `{prefix}name` and so on; a new
 * pack's starting stock too. The server checks them again with the same rules.
 */
export function PackFields({ legend, prefix = "", withStock = false }: { legend: string; prefix?: string; withStock?: boolean }) {
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="px-1 font-semibold">{legend}</legend>
      <FormField type="text" name={`${prefix}name`} label="Label" required description="As printed, e.g. 1 kg" maxLength={100} />
      <FormField type="number" name={`${prefix}net_quantity`} label="Net quantity" />
      <FormField type="select" name={`${prefix}net_unit`} label="Unit" options={NET_UNITS.map((unit) => ({ value: unit, text: unit }))} placeholder="No unit" />
      {withStock && <FormField type="number" name={`${prefix}stock`} label="Stock (units)" required />}
      <FormField type="number" name={`${prefix}act_price`} label="MRP (₹)" required />
      <FormField type="number" name={`${prefix}price`} label="Price (₹)" required />
      <FormField type="text" name={`${prefix}gtin`} label="GTIN (barcode)" validator={(value) => !value || isValidGtin(String(value)) || GTIN_MESSAGE} />
    </fieldset>
  );
}
