import { createRoute } from "@hono/zod-openapi";
import { consoleActor } from "./console-actor";
import { mediaDirectory } from "@/backend/config";
import { notFound } from "@/backend/http/errors";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { formMessagesHook } from "@/backend/http/validation";
import { idParamSchema } from "@/backend/schemas/account";
import { jsonResponse } from "@/backend/schemas/common";
import { consoleAccess } from "@/backend/schemas/console/common";
import { photoRefusals, photoUploadBody, photoUploadResponses } from "@/backend/schemas/console/photo-upload";
import { consoleProductSavedWireSchema } from "@/backend/schemas/console/products";
import { consoleProductDetail } from "@/backend/services/console/catalogue/product-detail";
import { setPackPhoto, type SetPackPhotoResult } from "@/backend/services/console/catalogue/set-pack-photo";
import { addProductPhoto, type AddProductPhotoResult } from "@/backend/services/operator/add-product-photo";
import { OPERATOR_CATALOGUE_MESSAGES } from "@/backend/services/operator/catalogue";
import { OPERATOR_STOCK_MESSAGES } from "@/backend/services/stock/set-stock";

export const PHOTO_ADDED_MESSAGE = "Photo added";
export const PACK_PHOTO_SAVED_MESSAGE = "Pack photo saved";

const addPhotoRefusals: RefusalTable<RefusalOf<AddProductPhotoResult>> = {
  ...photoRefusals,
  productNotFound: { status: 404, message: OPERATOR_CATALOGUE_MESSAGES.productNotFound },
};

/** An upload whose answer is the product as the console's product page shows it. */
const productPhotoRoute = (path: string, summary: string, description: string, missing: string) =>
  createRoute({
    method: "post",
    path,
    ...consoleAccess,
    summary,
    description,
    request: { params: idParamSchema, ...photoUploadBody },
    responses: photoUploadResponses(jsonResponse(consoleProductSavedWireSchema, "The product with its photos and packs, and a message to show"), missing),
  });

const addPhotoRoute = productPhotoRoute(
  "/api/console/products/{id}/photos",
  "Add a photo to a product, after its other photos",
  "The storefront shows it in every size on its next request.",
  "No such product on this website",
);

const packPhotoRefusals: RefusalTable<RefusalOf<SetPackPhotoResult>> = {
  ...photoRefusals,
  unknownPack: { status: 404, message: OPERATOR_STOCK_MESSAGES.unknownPack },
};

const packPhotoRoute = productPhotoRoute(
  "/api/console/packs/{id}/photo",
  "Give a pack its own photo, replacing the one it had",
  "The product page shows it first when that pack is chosen, from the next request.",
  "No such pack on this website",
);

export function registerConsoleProductPhotoRoutes(app: StoreApp) {
  app.openapi(
    addPhotoRoute,
    async (c) => {
      const websiteId = c.get("website").id;
      const productId = c.req.valid("param").id;
      const upload = new Uint8Array(await c.req.valid("form").photo.arrayBuffer());
      const added = await addProductPhoto(c.get("db"), mediaDirectory(), consoleActor(c), productId, upload);
      if (!added.ok) refuse(addPhotoRefusals, added);
      const product = await consoleProductDetail(c.get("db"), websiteId, productId);
      if (!product) throw notFound(OPERATOR_CATALOGUE_MESSAGES.productNotFound);
      return c.json({ product, message: PHOTO_ADDED_MESSAGE }, 200);
    },
    formMessagesHook,
  );

  app.openapi(
    packPhotoRoute,
    async (c) => {
      const websiteId = c.get("website").id;
      const upload = new Uint8Array(await c.req.valid("form").photo.arrayBuffer());
      const saved = await setPackPhoto(c.get("db"), mediaDirectory(), consoleActor(c), c.req.valid("param").id, upload);
      if (!saved.ok) refuse(packPhotoRefusals, saved);
      const product = await consoleProductDetail(c.get("db"), websiteId, saved.productId);
      if (!product) throw notFound(OPERATOR_STOCK_MESSAGES.unknownPack);
      return c.json({ product, message: PACK_PHOTO_SAVED_MESSAGE }, 200);
    },
    formMessagesHook,
  );
}
