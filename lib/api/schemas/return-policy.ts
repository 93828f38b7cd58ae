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

export const RETURN_POLICY_MESSAGES = {
  days: "Enter the days to return as a whole number from 0 to 365 (0: no returns)",
  method: "Choose how items come back: by_mail or in_store",
  fees: "Choose who pays for a return: free or customer_pays",
  saved: "Return policy saved",
  cleared: "Return policy removed",
} as const;

/** The operator's change: a policy, or null to publish none. */
export const returnPolicyBodySchema = z.object({
  return_policy: z
    .object({
      days: z.number({ message: RETURN_POLICY_MESSAGES.days }).int(RETURN_POLICY_MESSAGES.days).min(0, RETURN_POLICY_MESSAGES.days).max(365, RETURN_POLICY_MESSAGES.days),
      method: z.enum(RETURN_METHODS, { message: RETURN_POLICY_MESSAGES.method }),
      fees: z.enum(RETURN_FEES, { message: RETURN_POLICY_MESSAGES.fees }),
    })
    .nullable(),
});

export const returnPolicySavedSchema = z.object({ return_policy: returnPolicySchema.nullable(), message: z.string() });
