import { z } from "zod";

const namedLinkSchema = z.object({ name: z.string(), slug: z.string() });

/** What the header search offers while the shopper types (GET /api/search/suggest). */
export const suggestionsSchema = z.object({
  products: z.array(
    z.object({
      name: z.string(),
      slug: z.string(),
      image: z.string(),
      price: z.number().nullable(),
      pack_name: z.string().nullable(),
    }),
  ),
  categories: z.array(namedLinkSchema),
  brands: z.array(namedLinkSchema),
  did_you_mean: z.string().nullable(),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
