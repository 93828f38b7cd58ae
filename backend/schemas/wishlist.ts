import { z } from "@hono/zod-openapi";
import { wishlistCategoryBodySchema, wishlistUpdateBodySchema } from "@/lib/api/schemas/wishlist";
import { productWireSchema } from "./catalogue";

// clone(): the storefront may create these schemas before @hono/zod-openapi adds .openapi() to new instances.
export const wishlistCategoryBodyWireSchema = wishlistCategoryBodySchema.clone().openapi("WishlistCategoryCreate", {
  example: { name: "Monthly groceries" },
});
export const wishlistUpdateBodyWireSchema = wishlistUpdateBodySchema.clone().openapi("WishlistUpdate", {
  example: { product_id: 1, wishlist_category_id: 0 },
});
export const wishlistListWireSchema = z
  .object({
    WishlistCategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    holding: z
      .array(z.number().int())
      .optional()
      .openapi({ description: "With product_id: the ids of the lists holding that product (0 = Default)" }),
  })
  .openapi("WishlistCategories");
export const wishlistListQueryWireSchema = z.object({
  product_id: z.string().regex(/^\d+$/, "product_id must be a number").optional().openapi({ example: "12" }),
});
export const wishlistCategoryWireSchema = z.object({ id: z.number().int(), name: z.string(), message: z.string() }).openapi("WishlistCategory");
export const wishlistUpdateWireSchema = z
  .object({ product_id: z.number().int(), wishlist: z.boolean(), message: z.string() })
  .openapi("WishlistToggle");
/** Built on the catalogue's Product wire schema: lib's productSchema reads leniently (defaults, a transform), the wire is strict. */
export const wishlistProductsWireSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.number().int().openapi({ description: "0 is the Default list" }),
        name: z.string(),
        products: z.array(productWireSchema),
      }),
    ),
  })
  .openapi("WishlistProducts");
