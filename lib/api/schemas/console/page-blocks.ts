import { z } from "zod";
import { PRODUCT_SORTS } from "@/lib/api/schemas/catalogue";
import { resolveLink } from "@/lib/links";

/**
 * What each page block may hold, as the page editor writes it: the one description of a block. The
 * editor's fields are derived from these schemas (lib/page-builder/puck-fields.ts), the server checks
 * every draft and publish against them, and the OpenAPI document describes them.
 */

/** How many products a carousel may name one by one. */
export const CHOSEN_PRODUCTS_MAX = 24;

export const PAGE_BLOCK_MESSAGES = {
  unsafeLink: "A link must be a path on this website (/offers) or an http(s) address",
  imagePath: "An image is a media path (banners/offer.svg) or an https address",
  slideNeeded: "Add at least one slide",
  titleNeeded: "Give the block a title",
  altNeeded: "Describe the picture for people who cannot see it",
  carouselEmpty: "This product carousel shows no products: choose products, or a category, brand or supplier that has some",
  productsTooMany: `Choose at most ${CHOSEN_PRODUCTS_MAX} products`,
  productTwice: "Each product can be chosen once",
  productUnknown: "is not a product shoppers can see on this website: remove it or choose another",
} as const;

const title = z.string().trim().min(1, PAGE_BLOCK_MESSAGES.titleNeeded).max(80, "Keep the title under 80 characters");
const optionalText = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters`).optional();

/** Empty, or a link the storefront would draw (lib/links.ts): never javascript:, data: or //host. */
const link = z
  .string()
  .trim()
  .max(500, "Keep the link under 500 characters")
  .refine((value) => value === "" || resolveLink(value).kind !== "none", PAGE_BLOCK_MESSAGES.unsafeLink)
  .optional();

/** A file under the media root (no "..", no scheme) or an https address. */
const image = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https:\/\/[^/\\]/i.test(value) || (/^[a-z0-9][\w./-]*$/i.test(value) && !value.includes("..")), PAGE_BLOCK_MESSAGES.imagePath);

/** An optional picture: empty is none. */
const optionalImage = z.union([z.literal(""), image]).optional();

const slug = z
  .string()
  .trim()
  .max(120)
  .regex(/^[a-z0-9-]*$/, "Choose from the catalogue")
  .optional();

/** Products named one by one, by slug, in the order the carousel shows them. */
const chosenProducts = z
  .array(z.string().trim().min(1).max(200).regex(/^[a-z0-9-]+$/, "Choose from the catalogue"))
  .max(CHOSEN_PRODUCTS_MAX, PAGE_BLOCK_MESSAGES.productsTooMany)
  .refine((slugs) => new Set(slugs).size === slugs.length, PAGE_BLOCK_MESSAGES.productTwice)
  .optional()
  .describe("Product slugs in the order shown; when present, they are the carousel (category, brand, supplier, sort and limit are not used)");

const slideSchema = z.object({
  image,
  image_sm: optionalImage,
  title: optionalText(120),
  link,
});

/** Slider layout as the seed and earlier stores have it; the editor keeps it as it is. */
const sliderSettings = z.record(z.string(), z.unknown()).optional();

const heading = z.object({ title });

const OWN_FIELDS = {
  hero_slider: z.object({ type: z.literal("hero_slider"), name: optionalText(80), data: z.array(slideSchema).min(1, PAGE_BLOCK_MESSAGES.slideNeeded).max(12), settings: sliderSettings }),
  card_slider: z.object({ type: z.literal("card_slider"), name: optionalText(80), data: z.array(slideSchema).min(1, PAGE_BLOCK_MESSAGES.slideNeeded).max(24), settings: sliderSettings }),
  product_carousel: z.object({
    type: z.literal("product_carousel"),
    name: optionalText(80),
    data: z.object({ title, link }),
    logicdata: z.object({
      products: chosenProducts,
      category: slug,
      brand: slug,
      supplier: slug,
      sort: z.enum(PRODUCT_SORTS).optional(),
      limit: z.number().int().min(1).max(24).default(10),
    }),
  }),
  category_grid: z.object({ type: z.literal("category_grid"), name: optionalText(80), data: heading, logicdata: z.object({ limit: z.number().int().min(1).max(40).default(10) }).optional() }),
  supplier_cards: z.object({ type: z.literal("supplier_cards"), name: optionalText(80), data: heading }),
  brand_list: z.object({ type: z.literal("brand_list"), name: optionalText(80), data: heading }),
  rich_text: z.object({ type: z.literal("rich_text"), name: optionalText(80), data: z.object({ html: z.string().max(20_000, "Keep the text under 20,000 characters") }) }),
  image: z.object({
    type: z.literal("image"),
    name: optionalText(80),
    data: z.object({ image, alt: z.string().trim().min(1, PAGE_BLOCK_MESSAGES.altNeeded).max(200), link, caption: optionalText(200) }),
  }),
} as const;

/**
 * The fields a shopper reads, at any depth of a block: the ones a block may carry in each of the
 * website's other languages. Pictures are among them because a banner's words are drawn in it.
 */
const TRANSLATABLE_FIELDS = new Set(["name", "title", "html", "alt", "caption", "image", "image_sm"]);

/** The longest list of texts a block holds (a card slider's slides). */
const TRANSLATED_LIST_MAX = 24;

const unwrapped = (schema: z.ZodType): z.ZodType => (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault ? unwrapped(schema.unwrap() as z.ZodType) : schema);

/** A translated field: empty (the block's own text shows), or what the block's field itself accepts. */
function translatedText(schema: z.ZodType) {
  const own = unwrapped(schema);
  return (own.safeParse("").success ? own : z.union([z.literal(""), own])).optional();
}

/** The part of a schema that holds translatable fields, with the same rules; null when it holds none. */
function translatablePart(schema: z.ZodType): z.ZodObject | z.ZodArray | null {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodArray) {
    const element = translatablePart(inner.element as z.ZodType);
    return element && z.array(element).max(TRANSLATED_LIST_MAX);
  }
  if (!(inner instanceof z.ZodObject)) return null;
  const fields = Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
    const part = TRANSLATABLE_FIELDS.has(key) ? translatedText(field) : translatablePart(field)?.optional();
    return part ? [[key, part] as const] : [];
  });
  return fields.length > 0 ? z.object(Object.fromEntries(fields)) : null;
}

/** Per block type: its texts in one other language, every field optional, checked as the block's own. */
export const PAGE_BLOCK_TRANSLATION_SCHEMAS = Object.fromEntries(
  Object.entries(OWN_FIELDS).map(([type, schema]) => [type, translatablePart(schema) as z.ZodObject]),
) as { [Type in keyof typeof OWN_FIELDS]: z.ZodObject };

const withTranslations = <Type extends keyof typeof OWN_FIELDS>(type: Type) =>
  OWN_FIELDS[type].extend({
    translations: z
      .record(z.string().regex(/^[a-z]{2,3}$/), PAGE_BLOCK_TRANSLATION_SCHEMAS[type])
      .optional()
      .describe("The block's texts in the website's other languages, by language code; an empty or missing field shows the block's own"),
  });

export const PAGE_BLOCK_SCHEMAS = {
  hero_slider: withTranslations("hero_slider"),
  card_slider: withTranslations("card_slider"),
  product_carousel: withTranslations("product_carousel"),
  category_grid: withTranslations("category_grid"),
  supplier_cards: withTranslations("supplier_cards"),
  brand_list: withTranslations("brand_list"),
  rich_text: withTranslations("rich_text"),
  image: withTranslations("image"),
} as const;

export type PageBlockType = keyof typeof PAGE_BLOCK_SCHEMAS;
export const PAGE_BLOCK_TYPES = Object.keys(PAGE_BLOCK_SCHEMAS) as PageBlockType[];

export const PAGE_BLOCK_LABELS: Record<PageBlockType, string> = {
  hero_slider: "Hero slider",
  card_slider: "Card slider",
  product_carousel: "Product carousel",
  category_grid: "Category grid",
  supplier_cards: "Supplier cards",
  brand_list: "Brand list",
  rich_text: "Rich text",
  image: "Image",
};

export const pageBlockSchema = z.discriminatedUnion("type", [
  PAGE_BLOCK_SCHEMAS.hero_slider,
  PAGE_BLOCK_SCHEMAS.card_slider,
  PAGE_BLOCK_SCHEMAS.product_carousel,
  PAGE_BLOCK_SCHEMAS.category_grid,
  PAGE_BLOCK_SCHEMAS.supplier_cards,
  PAGE_BLOCK_SCHEMAS.brand_list,
  PAGE_BLOCK_SCHEMAS.rich_text,
  PAGE_BLOCK_SCHEMAS.image,
]);
export type PageBlock = z.output<typeof pageBlockSchema>;

export const pageBlocksSchema = z.array(pageBlockSchema).max(60, "A page holds at most 60 blocks");
