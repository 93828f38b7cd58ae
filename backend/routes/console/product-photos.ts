import { createRoute } from "@hono/zod-openapi";
import { mediaDirectory } from "@/backend/config";
import { notFound } from "@/backend/http/errors";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { requireUser } from "@/backend/http/signed-in";
import { formMessagesHook } from "@/backend/http/validation";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleTags } from "@/backend/schemas/console/common";
import { photoRefusalResponses, photoRefusals, photoUploadBody } from "@/backend/schemas/console/photo-upload";
import { consoleProductSavedWireSchema } from "@/backend/schemas/console/products";
import { consoleProductDetail } from "@/backend/services/console/catalogue/product-detail";
import { addProductPhoto, type AddProductPhotoResult } from "@/backend/services/operator/add-product-photo";
import { OPERATOR_CATALOGUE_MESSAGES } from "@/backend/services/operator/catalogue";

export const PHOTO_ADDED_MESSAGE = "Photo added";

const addPhotoRefusals: RefusalTable<RefusalOf<AddProductPhotoResult>> = {
  ...photoRefusals,
  productNotFound: { status: 404, message: OPERATOR_CATALOGUE_MESSAGES.productNotFound },
};

const addPhotoRoute = createRoute({
  method: "post",
  path: "/api/console/products/{id}/photos",
  tags: consoleTags,
  summary: "Add a photo to a product, after its other photos",
  description: "The storefront shows it in every size on its next request.",
  request: { params: idParamSchema, ...photoUploadBody },
  responses: {
    200: jsonResponse(consoleProductSavedWireSchema, "The product with its photos, and a message to show"),
    ...errorResponses,
    ...consoleRoleResponses,
    ...photoRefusalResponses,
    404: errorResponse("No such product on this website"),
  },
});

export function registerConsoleProductPhotoRoutes(app: StoreApp) {
  app.openapi(
    addPhotoRoute,
    async (c) => {
      const websiteId = c.get("website").id;
      const productId = c.req.valid("param").id;
      const upload = new Uint8Array(await c.req.valid("form").photo.arrayBuffer());
      const added = await addProductPhoto(c.get("db"), mediaDirectory(), { websiteId, userId: requireUser(c).id }, productId, upload);
      if (!added.ok) refuse(addPhotoRefusals, added);
      const product = await consoleProductDetail(c.get("db"), websiteId, productId);
      if (!product) throw notFound(OPERATOR_CATALOGUE_MESSAGES.productNotFound);
      return c.json({ product, message: PHOTO_ADDED_MESSAGE }, 200);
    },
    formMessagesHook,
  );
}
