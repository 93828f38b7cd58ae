"use client";

import useSWR from "swr";
import { browserFetch } from "@/lib/api/browser-transport";
import { deliveryEstimatePath, fetchDeliveryEstimate } from "@/lib/api/pincode";

/** The delivery estimate for the visitor's pincode from one warehouse; nothing is fetched without a pincode. */
export function useDeliveryEstimate(pincode: string | null, warehouseId: number) {
  return useSWR(pincode ? deliveryEstimatePath(pincode, warehouseId) : null, () => fetchDeliveryEstimate(browserFetch, pincode!, warehouseId), {
    revalidateOnFocus: false,
  });
}
