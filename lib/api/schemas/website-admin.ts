import { z } from "zod";
import { BRAND_COLOUR_MESSAGE, brandColourPattern, WEBSITE_THEMES } from "../contract/website-admin";
import { requiredMessage } from "@/lib/validation/rules";
export * from "../contract/website-admin";


const managedWebsiteSchema = z.object({
  id: z.number(),
  name: z.string(),
  hosts: z.array(z.string()),
  theme: z.string(),
  font_family: z.string(),
  logo: z.string().nullable(),
  brand_color: z.string().nullable(),
  is_default: z.boolean(),
  /** The website the caller's session works on now. */
  current: z.boolean(),
});
export type ManagedWebsite = z.infer<typeof managedWebsiteSchema>;

export const managedWebsiteListSchema = z.object({ data: z.array(managedWebsiteSchema) });

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;


export const websiteCreateBodySchema = z.object({
  name: z.string().trim().min(1, requiredMessage("Website name")).max(80, "Website name is too long"),
  host: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, requiredMessage("Domain"))
    .regex(HOST, "Enter a domain like shop.example.com, without http:// or a path"),
  theme: z.enum(WEBSITE_THEMES, { message: "Choose light or dark" }).optional().default("light"),
  font_family: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 ]{2,40}$/, "Enter a font family name like Inter")
    .optional()
    .default("Inter"),
  logo: z
    .string()
    .trim()
    .regex(/^(?:[A-Za-z0-9][A-Za-z0-9_-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp)$/, "Enter an image path like logos/my-store.svg")
    .or(z.literal(""))
    .optional()
    .default(""),
  brand_color: z
    .string()
    .trim()
    .regex(brandColourPattern, BRAND_COLOUR_MESSAGE)
    .or(z.literal(""))
    .optional()
    .default(""),
});
export type WebsiteCreateBody = z.input<typeof websiteCreateBodySchema>;

export const websiteSavedSchema = z.object({ website: managedWebsiteSchema, message: z.string() });
