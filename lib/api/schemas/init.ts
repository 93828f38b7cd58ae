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

export const initResponseSchema = z.object({
  user: userSchema.nullable().default(null),
  web: websiteSchema.nullable().default(null),
  pincode: z.string().nullable().default(null),
  categories: z.array(categorySchema).default([]),
  brands: z.array(brandSchema).default([]),
  webSeo: seoSettingsSchema.nullable().default(null),
  webAddress: webAddressSchema.nullable().default(null),
  popup: popupSchema.nullable().default(null),
  webPages: z.array(webPageLinkSchema).default([]),
  navs: z.array(navigationItemSchema).default([]),
  footers: z.array(navigationItemSchema).default([]),
  cart: cartSchema.nullable().default(null),
  activetheme: z.string().nullish().transform((v) => v || "light"),
  navSetting: navSettingsSchema.nullish().transform((v) => v ?? navSettingsSchema.parse({})),
});
export type InitResponse = z.infer<typeof initResponseSchema>;
