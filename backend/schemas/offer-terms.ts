import { z } from "@hono/zod-openapi";
import { returnPolicySchema } from "@/lib/api/schemas/return-policy";

const daysWireSchema = z.object({ min: z.number().int(), max: z.number().int() });

export const deliverySummaryWireSchema = z
  .object({
    charge: z.number().openapi({ description: "The lowest delivery charge of any area the website delivers to, in rupees", example: 40 }),
    free_above: z.number().nullable().openapi({ description: "The lowest order value, in rupees, from which some area delivers free; null when none does", example: 499 }),
    days: daysWireSchema.nullable().openapi({ description: "Days from order to delivery; null when the website has no delivery slots" }),
  })
  .openapi("DeliverySummary");

export const returnPolicyWireSchema = returnPolicySchema.clone().openapi("ReturnPolicy", {
  description: "days 0: returns are not accepted; method by_mail: a courier collects the item, in_store: the buyer brings it back",
  example: { days: 7, method: "by_mail", fees: "free" },
});
