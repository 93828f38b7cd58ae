import { z } from "@hono/zod-openapi";
import { brandWireSchema, categoryWireSchema } from "./catalogue";
import { navigationItemWireSchema } from "./navigation";
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
  })
  .openapi("User");

export const initWireSchema = z
  .object({
    user: userWireSchema.nullable(),
    web: websiteWireSchema,
    pincode: z.string().nullable(),
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
    cart: z.looseObject({}).nullable().openapi({ description: "The visitor's cart, null until one exists" }),
    activetheme: z.string(),
    navSetting: navSettingWireSchema,
  })
  .openapi("Init");
export type InitWire = z.infer<typeof initWireSchema>;
