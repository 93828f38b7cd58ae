import { sitemapDataSchema } from "@/lib/api/schemas/sitemap";

// clone(): the storefront may create the shared schema before @hono/zod-openapi adds .openapi() to new instances.
export const sitemapDataWireSchema = sitemapDataSchema.clone().openapi("SitemapData");
