import type { WebsiteRow } from "@/backend/db/schema";
import type { ReturnPolicy } from "@/lib/api/schemas/return-policy";

/** The website's return policy as published; null until the operator sets one (days, method and fees). */
export function returnPolicyOf(website: Pick<WebsiteRow, "return_days" | "return_method" | "return_fees">): ReturnPolicy | null {
  const { return_days: days, return_method: method, return_fees: fees } = website;
  if (days === null || method === null || fees === null) return null;
  return { days, method, fees };
}
