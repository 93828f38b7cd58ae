import { z } from "zod";
import { phoneSchema, pincodeSchema, storedEmailSchema } from "@/lib/validation/schemas";
import { requiredMessage } from "@/lib/validation/rules";
import { GSTIN_INVALID, gstinFieldValidator, normaliseGstin } from "@/lib/gst/gstin";
export * from "../contract/account";

/** Messages as the form words them, so the API and the form say the same thing. */
const requiredText = (label: string, max = 120) =>
  z.string().trim().min(1, requiredMessage(label)).max(max, `${label} is too long`);
const optionalField = (label: string, max = 120) => z.string().trim().max(max, `${label} is too long`).optional().default("");

export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The customer's GSTIN ("" for none), printed on their tax invoices where the website takes one. */
  gstin: z.string().default(""),
  /** This website lets business buyers add a GSTIN. */
  gstin_allowed: z.boolean().default(false),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileBodySchema = z.object({
  name: requiredText("Name", 80),
  email: storedEmailSchema("Email").optional().default(""),
  gstin: z
    .string()
    .trim()
    .refine((value) => gstinFieldValidator(value) === true, GSTIN_INVALID)
    .transform(normaliseGstin)
    .optional(),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

export const profileSavedSchema = profileSchema.extend({ message: z.string() });

/** The Indian address fields, as saved in the address book and snapshotted on an order. */
export const addressFieldsSchema = z.object({
  name: z.string(),
  phone: z.string(),
  pincode: z.string(),
  line1: z.string(),
  line2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
});

const addressSchema = addressFieldsSchema.extend({ id: z.number(), is_default: z.boolean() });
export type Address = z.infer<typeof addressSchema>;

export const addressBodySchema = z.object({
  name: requiredText("Full name", 80),
  phone: z.string().trim().pipe(phoneSchema),
  pincode: z.string().trim().pipe(pincodeSchema),
  line1: requiredText("House and street", 160),
  line2: optionalField("Area", 160),
  landmark: optionalField("Landmark"),
  city: requiredText("City", 80),
  state: requiredText("State", 80),
  is_default: z.boolean().optional().default(false),
});
export type AddressBody = z.input<typeof addressBodySchema>;

export const addressListSchema = z.object({ data: z.array(addressSchema) });
export const addressSavedSchema = z.object({ address: addressSchema, message: z.string() });
export const messageSchema = z.object({ message: z.string() });

