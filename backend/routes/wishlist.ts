import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/backend/http/env";
import { ApiError } from "@/backend/http/errors";
import type { StoreApp } from "@/backend/http/router";
import { formMessagesHook } from "@/backend/http/validation";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import {
  wishlistCategoryBodyWireSchema,
  wishlistCategoryWireSchema,
  wishlistListQueryWireSchema,
  wishlistListWireSchema,
  wishlistProductsWireSchema,
  wishlistUpdateBodyWireSchema,
  wishlistUpdateWireSchema,
} from "@/backend/schemas/wishlist";
import {
  createWishlistCategory,
  listsHoldingProduct,
  listWishlistCategories,
  changeWishlist,
  WISHLIST_MESSAGES,
} from "@/backend/services/wishlist";
import { listWishlistProducts } from "@/backend/services/wishlist-products";
import { shopperCatalogueLanguage } from "@/backend/http/shopper-language";
import type { SignedInCustomer } from "@/backend/services/account/owner";

const signedIn = { 401: errorResponse("Not signed in") };

/** Wishlists belong to signed-in customers; a guest is asked to log in. */
function wishlistOwner(c: Context<AppEnv>): SignedInCustomer {
  const user = c.get("user");
  if (!user) throw new ApiError(401, WISHLIST_MESSAGES.signIn);
  c.header("Cache-Control", "no-store");
  return { userId: user.id, websiteId: c.get("website").id };
}

const listRoute = createRoute({
  method: "get",
  path: "/api/wishlist",
  tags: ["Wishlist"],
  summary: "The customer's own wishlists (the Default list is implicit, id 0)",
  description: "With product_id, also which lists hold that product.",
  request: { query: wishlistListQueryWireSchema },
  responses: { 200: jsonResponse(wishlistListWireSchema, "The lists"), ...signedIn, ...errorResponses },
});

const productsRoute = createRoute({
  method: "get",
  path: "/api/wishlist/products",
  tags: ["Wishlist"],
  summary: "The Default list (id 0) and the customer's own lists, each with its saved products of this website",
  responses: {
    200: jsonResponse(wishlistProductsWireSchema, "The lists with their active products, most recently saved first"),
    ...signedIn,
    ...errorResponses,
  },
});

const createListRoute = createRoute({
  method: "post",
  path: "/api/wishlistCategory",
  tags: ["Wishlist"],
  summary: "Create a named wishlist",
  request: jsonBody(wishlistCategoryBodyWireSchema),
  responses: {
    200: jsonResponse(wishlistCategoryWireSchema, "The new list"),
    ...signedIn,
    409: errorResponse("A list with that name exists"),
    ...errorResponses,
  },
});

const updateRoute = createRoute({
  method: "post",
  path: "/api/wishlist/update",
  tags: ["Wishlist"],
  summary: "Put a product in a list, or take it out when it is there (0 = Default list)",
  request: jsonBody(wishlistUpdateBodyWireSchema),
  responses: {
    200: jsonResponse(wishlistUpdateWireSchema, "wishlist: whether the product is now in any of the customer's lists"),
    ...signedIn,
    404: errorResponse("No such product or list"),
    ...errorResponses,
  },
});

const removeRoute = createRoute({
  method: "post",
  path: "/api/wishlist/remove",
  tags: ["Wishlist"],
  summary: "Take a product out of a list (0 = Default list); taking out one that is not there changes nothing",
  request: jsonBody(wishlistUpdateBodyWireSchema),
  responses: {
    200: jsonResponse(wishlistUpdateWireSchema, "wishlist: whether the product is still in any of the customer's lists"),
    ...signedIn,
    404: errorResponse("No such product or list"),
    ...errorResponses,
  },
});

export function registerWishlistRoutes(app: StoreApp) {
  app.openapi(listRoute, async (c) => {
    const owner = wishlistOwner(c);
    const db = c.get("db");
    const productId = c.req.valid("query").product_id;
    const lists = await listWishlistCategories(db, owner);
    if (productId === undefined) return c.json({ WishlistCategories: lists }, 200);
    return c.json({ WishlistCategories: lists, holding: await listsHoldingProduct(db, owner, Number(productId)) }, 200);
  });

  app.openapi(productsRoute, async (c) => {
    const owner = wishlistOwner(c);
    return c.json({ data: await listWishlistProducts(c.get("db"), owner, shopperCatalogueLanguage(c)) }, 200);
  });

  app.openapi(
    createListRoute,
    async (c) => {
      const owner = wishlistOwner(c);
      const { name } = c.req.valid("json");
      const created = await createWishlistCategory(c.get("db"), owner, name, new Date());
      if (!created.ok) throw new ApiError(409, WISHLIST_MESSAGES.duplicate(name));
      return c.json({ ...created.list, message: WISHLIST_MESSAGES.created }, 200);
    },
    formMessagesHook,
  );

  for (const [route, change] of [
    [updateRoute, "toggle"],
    [removeRoute, "remove"],
  ] as const) {
    app.openapi(route, async (c) => {
      const owner = wishlistOwner(c);
      const body = c.req.valid("json");
      const changed = await changeWishlist(c.get("db"), owner, body.product_id, body.wishlist_category_id, change, new Date());
      if (!changed.ok) throw new ApiError(404, WISHLIST_MESSAGES[changed.reason]);
      return c.json({ product_id: changed.product_id, wishlist: changed.wishlist, message: changed.message }, 200);
    });
  }
}
