import { z } from "zod";

const listing = z.object({ slug: z.string(), lastmod: z.string() });

/** GET /api/sitemap: what a website's sitemap lists, each dated by its latest product change. */
export const sitemapDataSchema = z.object({
  products: z.array(listing.extend({ image: z.string().nullable() })),
  categories: z.array(listing),
  brands: z.array(listing),
  suppliers: z.array(listing),
});
export type SitemapData = z.infer<typeof sitemapDataSchema>;
