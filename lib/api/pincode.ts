import { requestJson, type ApiFetch } from "./client";
import { pincodeCheckSchema, type PincodeCheck } from "./schemas";

export function checkPincode(api: ApiFetch, pincode: string): Promise<PincodeCheck> {
  return requestJson(api, `/api/check/pincode/${encodeURIComponent(pincode.trim())}`, pincodeCheckSchema);
}
