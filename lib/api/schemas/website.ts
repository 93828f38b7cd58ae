import { z } from "zod";
import { parseLanguages } from "@/lib/i18n/languages";
import { isHexColour } from "@/lib/theme/brand-palette";
import { flag, jsonText, numberWithDefault, optionalText } from "./primitives";
import { LEGACY_POPUP_PATHS, POPUP_PAGE_CHOICES } from "../contract/popup";

export const websiteSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: optionalText,
  description: optionalText,
  theme: z.string().nullish().transform((v) => v || "light"),
  favicon: optionalText,
  show_supplier_page: flag(false),
  show_cart: flag(true),
  font_family: z.string().nullish().transform((v) => v || "Inter"),
  nav_alignment: optionalText,
  /** Not in every backend's answer: a missing or malformed colour keeps the default. */
  brand_color: z.string().nullish().transform((value) => (isHexColour(value) ? value : null)),
  /** Where the website's pages are published; absolute URLs in pages start with it (never the request's host). */
  origin: z.string().nullish().transform((value) => value || null),
  /** The host the storefront names the website by for its public data; null for the default without hosts. */
  host: z.string().nullish().transform((value) => value || null),
  /** The languages the pages are offered in, the default first; a backend that names none offers English. */
  languages: z.array(z.string()).nullish().transform((codes) => parseLanguages(codes?.join(","))),
});
export type Website = z.infer<typeof websiteSchema>;

const logoSettingsSchema = z.object({
  image_size: z.string().optional(),
  image_height: numberWithDefault(56),
  image_width: numberWithDefault(56),
});

const searchSettingSchema = z.object({
  width: numberWithDefault(100),
});

export const navSettingsSchema = z.object({
  nav_alignment: optionalText,
  logo_settings: jsonText(logoSettingsSchema),
  search_setting: jsonText(searchSettingSchema),
  navbar_height: numberWithDefault(56),
  sub_navbar_height: numberWithDefault(40),
  navbar_template: numberWithDefault(1),
  header_template: numberWithDefault(1),
  footer_name: optionalText,
  show_cart_icon: flag(true),
  show_pincode: flag(true),
  show_login: flag(true),
  show_account: flag(true),
  show_logo: flag(true),
  show_register: flag(false),
  show_search_bar: flag(true),
});
export type NavSettings = z.infer<typeof navSettingsSchema>;

export const seoSettingsSchema = z.object({
  og_title: optionalText,
  og_description: optionalText,
  og_image: optionalText,
  meta_keywords: optionalText,
});
export type SeoSettings = z.infer<typeof seoSettingsSchema>;

export const webAddressSchema = z.object({
  address: optionalText,
  city: optionalText,
  state: optionalText,
  pincode: optionalText,
  phone: optionalText,
  email: optionalText,
});
export type WebAddress = z.infer<typeof webAddressSchema>;

export const popupSchema = z.object({
  image: z.string(),
  duration: numberWithDefault(5),
  link: optionalText,
  once: flag(false),
  starts_at: z.string().nullish().transform((value) => value ?? null),
  ends_at: z.string().nullish().transform((value) => value ?? null),
  show_on: z.enum(POPUP_PAGE_CHOICES).default("paths"),
  paths: z.array(z.string()).default(LEGACY_POPUP_PATHS),
});
export type Popup = z.infer<typeof popupSchema>;

export const webPageLinkSchema = z.object({
  name: z.string(),
  url: z.string(),
});
