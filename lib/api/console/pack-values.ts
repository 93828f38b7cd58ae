import { NET_UNITS } from "../schemas/net-unit";
import { consolePackBodySchema, type ConsolePackBody } from "../schemas/console/products";

/** A pack as the console's forms hold it: numbers may be empty, the unit and GTIN are text. */
export type PackFormValues = { name: string; net_quantity: number | null; net_unit: string; act_price: number | null; price: number | null; gtin: string; active: boolean };

/** The body the API takes for a pack: a net quantity only with its unit, no empty GTIN. */
export function packBody(values: PackFormValues): ConsolePackBody {
  return {
    name: values.name,
    net_quantity: values.net_unit ? values.net_quantity : null,
    net_unit: values.net_unit ? (values.net_unit as (typeof NET_UNITS)[number]) : null,
    act_price: values.act_price ?? 0,
    price: values.price ?? 0,
    gtin: values.gtin || null,
    active: values.active,
  };
}

/**
 * The API's own rules for a pack (price not above the MRP, a net quantity with its unit, a GTIN's
 * check digit …) as messages under the fields named `{prefix}{field}`; empty when the pack passes.
 */
export function packFieldErrors(body: ConsolePackBody, prefix = ""): Record<string, string> {
  const checked = consolePackBodySchema.safeParse(body);
  if (checked.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[`${prefix}${issue.path.join(".")}`] ??= issue.message;
  return errors;
}
