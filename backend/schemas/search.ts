import { z } from "@hono/zod-openapi";
import { languageField } from "./language";

export const suggestQueryWireSchema = z.object({
  q: z.string({ error: "q is required" }).max(200, { error: "q must be at most 200 characters" }).openapi({
    description: "What the shopper has typed; fewer than 2 letters suggest nothing",
    example: "basmathi",
  }),
  lang: languageField,
});

const namedLinkSchema = z.object({ name: z.string(), slug: z.string() });

export const suggestionsWireSchema = z
  .object({
    products: z.array(
      z.object({
        name: z.string(),
        slug: z.string(),
        image: z.string().openapi({ description: "The first media src, or empty" }),
        price: z.number().nullable().openapi({ description: "Rupees, of the pack the product card shows; null without packs" }),
        pack_name: z.string().nullable(),
      }),
    ),
    categories: z.array(namedLinkSchema),
    brands: z.array(namedLinkSchema),
    did_you_mean: z.string().nullable().openapi({
      description: "When nothing matches: the closest product, brand or category name (by trigram similarity) whose search finds products",
    }),
  })
  .openapi("Suggestions");
export type SuggestionsWire = z.infer<typeof suggestionsWireSchema>;
