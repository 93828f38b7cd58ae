import { requestJson, type ApiFetch } from "./client";
import type { Visitor } from "./schemas";

const VISITOR_PATH = "/api/visitor";

/** The visitor's part of init: user, pincode, cart and wishlisted product ids. */
export function fetchVisitor(api: ApiFetch): Promise<Visitor> {
  return requestJson(api, VISITOR_PATH, "visitor");
}
