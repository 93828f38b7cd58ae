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

export const PAGE_BLOCK_SCHEMAS = {
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
