import { z } from "zod";

/** How a buyer sends an item back: picked up by courier, or brought to the store. */
export const RETURN_METHODS = ["by_mail", "in_store"] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];

/** Who pays for a return. */
export const RETURN_FEES = ["free", "customer_pays"] as const;
export type ReturnFees = (typeof RETURN_FEES)[number];

/** The website's return policy; days 0 means returns are not accepted. */
export const returnPolicySchema = z.object({
  days: z.number().int().min(0),
  method: z.enum(RETURN_METHODS),
  fees: z.enum(RETURN_FEES),
});
export type ReturnPolicy = z.infer<typeof returnPolicySchema>;
