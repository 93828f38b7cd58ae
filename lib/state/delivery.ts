"use client";

import { browserFetch } from "@/lib/api/browser-transport";
import { deliveryEstimatePath, fetchDeliveryEstimate } from "@/lib/api/pincode";
import { useApiData } from "@/lib/state/use-api-data";

/** The delivery estimate for the visitor's pincode from one warehouse; nothing is fetched without a pincode. */
export function useDeliveryEstimate(pincode: string | null, warehouseId: number) {
  return useApiData(pincode ? deliveryEstimatePath(pincode, warehouseId) : null, () => fetchDeliveryEstimate(browserFetch, pincode!, warehouseId));
}
