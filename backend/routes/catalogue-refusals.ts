import type { RefusalOf, RefusalTable } from "@/backend/http/refusals";
import { OPERATOR_CATALOGUE_MESSAGES, type UpdatePackResult, type UpdateProductResult } from "@/backend/services/operator/catalogue";

/** How the operator API and the console answer a refused catalogue change. */
export const catalogueRefusals = {
  nothingToChange: { status: 400, message: OPERATOR_CATALOGUE_MESSAGES.nothingToChange },
  packNotFound: { status: 404, message: OPERATOR_CATALOGUE_MESSAGES.packNotFound },
  priceAboveMrp: { status: 400, message: OPERATOR_CATALOGUE_MESSAGES.priceAboveMrp },
  productNotFound: { status: 404, message: OPERATOR_CATALOGUE_MESSAGES.productNotFound },
  unknownCategory: { status: 400, message: OPERATOR_CATALOGUE_MESSAGES.unknownCategory },
  unknownBrand: { status: 400, message: OPERATOR_CATALOGUE_MESSAGES.unknownBrand },
  unknownSupplier: { status: 400, message: OPERATOR_CATALOGUE_MESSAGES.unknownSupplier },
  slugTaken: { status: 409, message: OPERATOR_CATALOGUE_MESSAGES.slugTaken },
  emptySlug: { status: 400, message: OPERATOR_CATALOGUE_MESSAGES.emptySlug },
} as const satisfies RefusalTable<RefusalOf<UpdatePackResult | UpdateProductResult>>;
