import { z } from "zod";
import { flag, optionalText } from "./primitives";

export const pageComponentSchema = z.object({
  name: optionalText,
  type: z.string(),
  data: z.unknown().optional(),
  logicdata: z.unknown().optional(),
  response: z.unknown().optional(),
  order: z.number().default(0),
  settings: z.unknown().optional(),
});
export type PageComponent = z.infer<typeof pageComponentSchema>;

export const pageDataSchema = z.object({
  url: z.string(),
  css: optionalText,
  data: z.array(pageComponentSchema).default([]),
  show_footer: flag(true),
  show_sub_navbar: flag(true),
  show_navbar: flag(true),
  seo_title: optionalText,
  seo_description: optionalText,
  seo_keyword: optionalText,
  schema_script: optionalText,
});
export type PageData = z.infer<typeof pageDataSchema>;

/** Hero settings arrive as a JSON string. */
export const heroSettingsSchema = z.object({
  aspect: z.object({ sm: z.string().optional(), md: z.string().optional(), lg: z.string().optional() }).default({}),
  bgcolor: z.string().optional(),
  fullpage: flag(false),
  slidesconfig: z
    .object({
      sm: z.number().optional(),
      md: z.number().optional(),
      columns: z.number().optional(),
      autoplayInterval: z.number().optional(),
    })
    .default({}),
});
export type HeroSettings = z.infer<typeof heroSettingsSchema>;

export const bannerItemSchema = z.object({
  image: z.string(),
  image_sm: optionalText,
  link: optionalText,
  title: optionalText,
});
export type BannerItem = z.infer<typeof bannerItemSchema>;

/** Where a renamed page went: its current address. */
export const pageMovedSchema = z.object({ url: z.string() });
