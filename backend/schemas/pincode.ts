import { z } from "@hono/zod-openapi";

export const pincodeCheckWireSchema = z
  .object({ pincode: z.string(), serviceable: z.boolean(), message: z.string() })
  .openapi("PincodeCheck", { example: { pincode: "560001", serviceable: true, message: "Delivery available to 560001" } });

const slotWireSchema = z.object({ date: z.string(), start_time: z.string(), end_time: z.string() });

export const deliveryEstimateWireSchema = pincodeCheckWireSchema
  .extend({
    delivery_charge: z.number().openapi({ description: "Charge for an order below the threshold, in rupees (0 when none is served)" }),
    free_delivery_above: z.number().nullable().openapi({ description: "Orders of at least this many rupees ship free; null when never" }),
    slot: slotWireSchema.nullable().openapi({ description: "The next bookable slot (store time), null when none" }),
    place: z
      .object({ city: z.string(), state: z.string() })
      .nullable()
      .openapi({ description: "The pincode's town and state as the website's delivery area records them (for filling in an address); null when not served or not recorded" }),
  })
  .openapi("DeliveryEstimate", {
    example: {
      pincode: "560001",
      serviceable: true,
      message: "Delivery available to 560001",
      delivery_charge: 40,
      free_delivery_above: 499,
      slot: { date: "2026-11-26", start_time: "09:00", end_time: "12:00" },
      place: { city: "Bengaluru", state: "Karnataka" },
    },
  });
