import { z } from "@hono/zod-openapi";
import { returnPolicySchema } from "@/lib/api/schemas/return-policy";

const daysWireSchema = z.object({ min: z.number().int(), max: z.number().int() });

const deliveryDestinationWireSchema = z
  .object({
    postal_codes: z.array(z.string()).openapi({ description: "The served pincodes with these terms", example: ["560001", "560034"] }),
    charge: z.number().openapi({ description: "The delivery charge to these pincodes, in rupees", example: 40 }),
    free_above: z.number().nullable().openapi({ description: "The order value, in rupees, from which they are delivered free; null when never", example: 499 }),
  })
  .openapi("DeliveryDestination");

export const deliverySummaryWireSchema = z
  .object({
    destinations: z.array(deliveryDestinationWireSchema).openapi({ description: "Every served pincode, grouped by delivery charge and free-delivery threshold" }),
    days: daysWireSchema.nullable().openapi({ description: "Days from order to delivery; null when the website has no delivery slots" }),
  })
  .openapi("DeliverySummary");

export const returnPolicyWireSchema = returnPolicySchema.clone().openapi("ReturnPolicy", {
  description: "days 0: returns are not accepted; method by_mail: a courier collects the item, in_store: the buyer brings it back",
  example: { days: 7, method: "by_mail", fees: "free" },
});
