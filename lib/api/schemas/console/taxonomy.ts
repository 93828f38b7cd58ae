import { z } from "zod";
import { pagedListSchema } from "./paged-list";
import { consoleSlugSchema } from "./products";

/** The records that sort a website's products, as the console's API paths name them. */
export const TAXONOMY_KINDS = ["categories", "brands", "suppliers"] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

/** How the console names one record of each kind, and what it calls its picture. */
export const TAXONOMY_NOUNS: Record<TaxonomyKind, { one: string; title: string; picture: string }> = {
  categories: { one: "category", title: "Categories", picture: "Image" },
  brands: { one: "brand", title: "Brands", picture: "Logo" },
  suppliers: { one: "supplier", title: "Suppliers", picture: "Logo" },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The answers and refusals of one kind's calls, in the words the console shows. */
export function taxonomyMessages(kind: TaxonomyKind) {
  const { one, picture } = TAXONOMY_NOUNS[kind];
  return {
    created: `${capitalised(one)} added`,
    saved: `${capitalised(one)} saved`,
    pictureSaved: `${picture} saved`,
    notFound: `No ${one} with this id on this website`,
    slugTaken: `Another ${one} of this website has this address (slug)`,
    emptySlug: "The name gives no address: enter a slug with letters or digits",
  };
}

export const CATEGORY_PARENT_MESSAGES = {
  unknownParent: "Choose one of this website's categories as the parent",
  ownAncestor: "A category cannot sit under itself or one of its own sub-categories",
} as const;

const TAXONOMY_PER_PAGE = 25;

/** A list's state, as the console keeps it in the page address: a search on the name and the page. */
export const taxonomyListQuerySchema = z.object({
  q: z.string().trim().max(100, "Search is too long").optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(TAXONOMY_PER_PAGE),
});
export type TaxonomyListQuery = z.output<typeof taxonomyListQuerySchema>;

const nameAndSlug = {
  name: z.string().trim().min(1, "Enter the name").max(100, "Keep the name under 100 characters"),
  slug: consoleSlugSchema,
};

const categoryBodySchema = z.object({
  ...nameAndSlug,
  parent_id: z.number().int().positive().nullable(),
  position: z.number({ message: "Enter the position as a whole number" }).int("Enter the position as a whole number").min(0, "The position is 0 or more").max(100_000),
  active: z.boolean(),
});
const brandBodySchema = z.object(nameAndSlug);
const supplierBodySchema = z.object({
  ...nameAndSlug,
  link: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, "Enter the supplier's web address, starting with https://")
    .nullable(),
});
const recordBase = {
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  /** Media path of its picture (category image, brand or supplier logo); null when it has none. */
  image: z.string().nullable(),
};

const consoleCategorySchema = z.object({
  ...recordBase,
  parent_id: z.number().nullable(),
  parent_name: z.string().nullable(),
  position: z.number(),
  active: z.boolean(),
});
const consoleBrandSchema = z.object(recordBase);
const consoleSupplierSchema = z.object({ ...recordBase, link: z.string().nullable() });

/** A kind's schemas: what it reads, what its form sends, a page of its list, and a write's answer. */
const schemasOf = <Record extends z.ZodObject, Body extends z.ZodObject>(record: Record, body: Body) => ({
  record,
  body,
  list: pagedListSchema(record),
  saved: z.object({ record, message: z.string() }),
});

export const taxonomySchemas = {
  categories: schemasOf(consoleCategorySchema, categoryBodySchema),
  brands: schemasOf(consoleBrandSchema, brandBodySchema),
  suppliers: schemasOf(consoleSupplierSchema, supplierBodySchema),
};

/** What the console sends for each kind. */
export type TaxonomyBodies = { [K in TaxonomyKind]: z.input<(typeof taxonomySchemas)[K]["body"]> };
/** What the console reads for each kind. */
export type TaxonomyRecords = { [K in TaxonomyKind]: z.infer<(typeof taxonomySchemas)[K]["record"]> };
export type CategoryBody = TaxonomyBodies["categories"];
export type SupplierBody = TaxonomyBodies["suppliers"];
export type ConsoleCategory = TaxonomyRecords["categories"];
export type ConsoleSupplier = TaxonomyRecords["suppliers"];
