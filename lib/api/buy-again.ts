import { inPageLanguage, requestJson, type ApiFetch } from "./client";

/** Puts a past order's packs back into the cart at today's prices; says what was left out and why. */
export const orderAgain = (api: ApiFetch, orderId: number) =>
  requestJson(api, `/api/account/orders/${orderId}/order-again`, "orderAgainResult", { method: "POST" });

/** Products from the signed-in shopper's latest orders, the most often ordered first (named in `language`). */
export const fetchBuyAgain = async (api: ApiFetch, language?: string) =>
  (await requestJson(api, "/api/account/buy-again", "buyAgain", inPageLanguage(language))).data;
