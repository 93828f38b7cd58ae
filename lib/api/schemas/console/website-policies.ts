import { z } from "zod";
import { GSTIN_INVALID, gstinFieldValidator, gstinStateCode, normaliseGstin } from "@/lib/gst/gstin";
import { GST_STATES, gstStateByCode } from "@/lib/gst/states";
import { pincodePattern } from "@/lib/validation/patterns";
import { requiredMessage } from "@/lib/validation/rules";
import { returnPolicyBodySchema, returnPolicySchema } from "../return-policy";

export const WEBSITE_POLICIES_MESSAGES = {
  saved: "Policies and legal details saved",
  state: "Choose the state of the registered address",
  gstinState: (gstinState: string, addressState: string) => `This GSTIN is registered in ${gstinState}, but the registered address is in ${addressState}`,
} as const;

const text = (label: string, max: number) => z.string().trim().min(1, requiredMessage(label)).max(max, `Keep the ${label.toLowerCase()} under ${max} characters`);

/**
 * The website's return policy (null publishes none), the business name and GSTIN its tax invoices
 * carry, and its registered address. A GSTIN names its state in its first two digits: it must be the
 * registered address's state, which decides the tax on every invoice.
 */
export const websitePoliciesBodySchema = z
  .object({
    return_policy: returnPolicyBodySchema.shape.return_policy,
    legal_name: z.string().trim().max(120, "Keep the legal name under 120 characters"),
    gstin: z
      .string()
      .trim()
      .refine((value) => gstinFieldValidator(value) === true, GSTIN_INVALID)
      .transform(normaliseGstin),
    address: text("Address", 200),
    city: text("City", 60),
    state: z.string().refine((value) => GST_STATES.some((state) => state.name === value), WEBSITE_POLICIES_MESSAGES.state),
    pincode: z.string().trim().regex(pincodePattern.regex, pincodePattern.message),
  })
  .superRefine((body, context) => {
    if (!body.gstin || !GST_STATES.some((state) => state.name === body.state)) return;
    const registered = gstStateByCode(gstinStateCode(body.gstin));
    if (registered && registered.name !== body.state) {
      context.addIssue({ code: "custom", path: ["gstin"], message: WEBSITE_POLICIES_MESSAGES.gstinState(registered.name, body.state) });
    }
  });
export type WebsitePoliciesBody = z.input<typeof websitePoliciesBodySchema>;

/** What the policies page shows: the body's fields as stored ("" where there is none). */
export const websitePoliciesSchema = z.object({
  return_policy: returnPolicySchema.nullable(),
  legal_name: z.string(),
  gstin: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});
export type WebsitePolicies = z.infer<typeof websitePoliciesSchema>;

export const websitePoliciesSavedSchema = z.object({ policies: websitePoliciesSchema, message: z.string() });
