import { z } from "@hono/zod-openapi";

export const pincodeCheckWireSchema = z
  .object({ pincode: z.string(), serviceable: z.boolean(), message: z.string() })
  .openapi("PincodeCheck", { example: { pincode: "560001", serviceable: true, message: "Delivery available to 560001" } });
