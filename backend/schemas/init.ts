import { z } from "@hono/zod-openapi";
import { brandWireSchema, categoryWireSchema } from "./catalogue";
import { navigationItemWireSchema } from "./navigation";
import { deliverySummaryWireSchema, returnPolicyWireSchema } from "./offer-terms";
import {
  navSettingWireSchema,
  popupWireSchema,
  seoWireSchema,
  webAddressWireSchema,
  webPageLinkWireSchema,
  websiteWireSchema,
} from "./website";

export const userWireSchema = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string(),
    superadmin: z.boolean(),
    hasAdminAccess: z.boolean(),
    isSalesAgent: z.boolean(),
    canOpenConsole: z.boolean().openapi({ description: "May open Administration (/bos/admin) on this website: on its staff, or a superadmin" }),
  })
  .openapi("User");

const siteFields = {
    web: websiteWireSchema,
    categories: z.array(categoryWireSchema),
    brands: z.array(brandWireSchema),
    webSeo: seoWireSchema.nullable(),
    webAddress: webAddressWireSchema.nullable(),
    popup: popupWireSchema.nullable(),
    webPages: z.array(webPageLinkWireSchema),
    navs: z.array(navigationItemWireSchema).openapi({
      description: "The item whose value is /categories carries the category tree as children",
    }),
    footers: z.array(navigationItemWireSchema).openapi({ description: "Top-level items are column headings" }),
    activetheme: z.string(),
    navSetting: navSettingWireSchema,
    delivery: deliverySummaryWireSchema.nullable().openapi({ description: "Null when the website delivers nowhere yet" }),
    returnPolicy: returnPolicyWireSchema.nullable().openapi({ description: "Null when the operator has set no return policy" }),
};

const visitorFields = {
  user: userWireSchema.nullable(),
  pincode: z.string().nullable(),
  cart: z.looseObject({}).nullable().openapi({ description: "The visitor's cart, null until one exists" }),
};

export const initWireSchema = z.object({ ...visitorFields, ...siteFields }).openapi("Init");
export type InitWire = z.infer<typeof initWireSchema>;

/** The website's public part of init: the same for every visitor, so it may be cached and shared. */
export const siteWireSchema = z.object(siteFields).openapi("Site");
export type SiteWire = z.infer<typeof siteWireSchema>;

/** The visitor's part of init, plus the ids of the products in any of their wishlists. */
export const visitorWireSchema = z
  .object({
    ...visitorFields,
    wishlist: z.array(z.number().int()).openapi({ description: "Ids of this website's products in any of the signed-in customer's wishlists; empty for guests" }),
  })
  .openapi("Visitor");
export type VisitorWire = z.infer<typeof visitorWireSchema>;
