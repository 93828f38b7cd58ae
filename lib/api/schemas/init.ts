import { z } from "zod";
import { userSchema } from "./user";
import {
  navSettingsSchema,
  popupSchema,
  seoSettingsSchema,
  webAddressSchema,
  webPageLinkSchema,
  websiteSchema,
} from "./website";
import { navigationItemSchema } from "./navigation";
import { brandSchema, categorySchema } from "./catalogue";
import { cartSchema } from "./cart";
import { deliverySummarySchema } from "./delivery-summary";
import { returnPolicySchema } from "./return-policy";

const visitorFields = {
  user: userSchema.nullable().default(null),
  pincode: z.string().nullable().default(null),
  cart: cartSchema.nullable().default(null),
};

const siteFields = {
  categories: z.array(categorySchema).default([]),
  brands: z.array(brandSchema).default([]),
  webSeo: seoSettingsSchema.nullable().default(null),
  webAddress: webAddressSchema.nullable().default(null),
  popup: popupSchema.nullable().default(null),
  webPages: z.array(webPageLinkSchema).default([]),
  navs: z.array(navigationItemSchema).default([]),
  footers: z.array(navigationItemSchema).default([]),
  activetheme: z.string().nullish().transform((v) => v || "light"),
  navSetting: navSettingsSchema.nullish().transform((v) => v ?? navSettingsSchema.parse({})),
  delivery: deliverySummarySchema.nullable().default(null),
  returnPolicy: returnPolicySchema.nullable().default(null),
};

export const initResponseSchema = z.object({ ...visitorFields, web: websiteSchema.nullable().default(null), ...siteFields });
export type InitResponse = z.infer<typeof initResponseSchema>;

/** The website's public part (GET /api/site): the same for every visitor. */
export const siteResponseSchema = z.object({ web: websiteSchema, ...siteFields });
export type SiteData = z.infer<typeof siteResponseSchema>;

/** The visitor's part (GET /api/visitor): who they are, their pincode, cart and wishlisted products. */
export const visitorResponseSchema = z.object({
  ...visitorFields,
  wishlist: z.array(z.number()).default([]),
});
export type Visitor = z.infer<typeof visitorResponseSchema>;
