import { z } from "@hono/zod-openapi";
import { POPUP_PAGE_CHOICES } from "@/lib/api/schemas/console/website-popup";

export const websiteWireSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string().nullable(),
    theme: z.string(),
    favicon: z.string().nullable(),
    show_supplier_page: z.boolean(),
    show_cart: z.boolean(),
    font_family: z.string(),
    nav_alignment: z.string().nullable(),
    brand_color: z.string().nullable().openapi({ description: "#rrggbb; the storefront adjusts it to stay readable on the theme", example: "#c2410c" }),
    origin: z.string().openapi({
      description: "The origin the website's pages are published under; canonical, Open Graph, JSON-LD, sitemap and robots URLs start with it",
      example: "https://wholesale.example.com",
    }),
    host: z.string().nullable().openapi({
      description: "The host the storefront names this website by when it asks for its public data (x-store-origin); null for a website no host is bound to (the default one)",
      example: "wholesale.localhost",
    }),
    languages: z.array(z.string()).openapi({
      description: "Language codes the pages are offered in, the default first; the others' pages are under /{code}/",
      example: ["en", "hi", "kn"],
    }),
  })
  .openapi("Website");

export const navSettingWireSchema = z
  .object({
    nav_alignment: z.string().nullable(),
    logo_settings: z.string().nullable().openapi({ description: "JSON text: image_size, image_height, image_width" }),
    search_setting: z.string().nullable().openapi({ description: "JSON text: width (percent)" }),
    navbar_height: z.number().int(),
    sub_navbar_height: z.number().int(),
    navbar_template: z.number().int(),
    header_template: z.number().int(),
    footer_name: z.string().nullable(),
    show_cart_icon: z.boolean(),
    show_pincode: z.boolean(),
    show_login: z.boolean(),
    show_account: z.boolean(),
    show_logo: z.boolean(),
    show_register: z.boolean(),
    show_search_bar: z.boolean(),
  })
  .openapi("NavSetting");

export const seoWireSchema = z
  .object({
    og_title: z.string().nullable(),
    og_description: z.string().nullable(),
    og_image: z.string().nullable(),
    meta_keywords: z.string().nullable(),
  })
  .openapi("SeoSettings");

export const webAddressWireSchema = z
  .object({
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    pincode: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  })
  .openapi("WebAddress");

export const popupWireSchema = z
  .object({
    image: z.string(),
    duration: z.number().int().openapi({ description: "Seconds shown" }),
    link: z.string().nullable(),
    once: z.boolean(),
    starts_at: z.string().nullable().openapi({ description: "ISO time it starts showing; null: already" }),
    ends_at: z.string().nullable().openapi({ description: "ISO time it stops showing; null: never" }),
    show_on: z.enum(POPUP_PAGE_CHOICES).openapi({ description: "all pages, the home page only, or the paths listed" }),
    paths: z.array(z.string()).openapi({ description: "The paths it shows on when show_on is paths" }),
  })
  .openapi("Popup");

export const webPageLinkWireSchema = z.object({ name: z.string(), url: z.string() }).openapi("WebPageLink");
