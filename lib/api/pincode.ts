import { queryString, requestJson, type ApiFetch } from "./client";
import type { DeliveryEstimate, PincodeCheck } from "./schemas";

export function checkPincode(api: ApiFetch, pincode: string): Promise<PincodeCheck> {
  return requestJson(api, `/api/check/pincode/${encodeURIComponent(pincode.trim())}`, "pincodeCheck");
}

export const deliveryEstimatePath = (pincode: string, warehouseId: number) =>
  `/api/delivery/${encodeURIComponent(pincode)}${queryString({ warehouse_id: warehouseId })}`;

/** Read-only: the charge, free-delivery threshold and next slot for a pincode from a pack's warehouse. */
export function fetchDeliveryEstimate(api: ApiFetch, pincode: string, warehouseId: number): Promise<DeliveryEstimate> {
  return requestJson(api, deliveryEstimatePath(pincode, warehouseId), "deliveryEstimate");
}

/** Read-only: whether the website delivers to a pincode at all, and the town and state its delivery areas record. */
export function fetchPincodeDelivery(api: ApiFetch, pincode: string): Promise<DeliveryEstimate> {
  return requestJson(api, `/api/delivery/${encodeURIComponent(pincode)}`, "deliveryEstimate");
}

/**
 * Whether the website delivers to a pincode, for choosing an address for the shopper. When the
 * answer cannot be had, the address counts as served: the cart then says what cannot be delivered.
 */
export const deliversTo = (api: ApiFetch, pincode: string): Promise<boolean> =>
  fetchPincodeDelivery(api, pincode).then((answer) => answer.serviceable, () => true);
