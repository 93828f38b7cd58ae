import type { Visitor } from "@/lib/api/schemas";
import { VISITOR_STATE_COOKIE, WEBSITE_OVERRIDE_COOKIE } from "@/lib/api/protocol";
import { readVisitorHint } from "./hint";

/** What the visitor call answers a browser with neither a session nor a guest pincode. */
export const EVERY_GUESTS_VISITOR: Visitor = { user: null, pincode: null, cart: null, wishlist: [] };

/**
 * True when this browser's visitor answer can only be every guest's, so the page need not ask: the API
 * has never given it a session or a pincode (no VISITOR_STATE_COOKIE marker, no website override),
 * and the hint the last answer left says a guest with an empty cart and no pincode. A browser that has
 * no hint yet asks once (its answer comes from the shared cache), and so does every browser with
 * something of its own, or a session from before the marker existed (its hint is not a plain guest's:
 * a wishlist needs a signed-in user).
 */
export function visitorIsEveryGuest(cookies: string = document.cookie): boolean {
  const names = new Set(cookies.split(";").map((pair) => pair.split("=")[0].trim()));
  if (names.has(VISITOR_STATE_COOKIE) || names.has(WEBSITE_OVERRIDE_COOKIE)) return false;
  const hint = readVisitorHint(cookies);
  return hint !== null && hint.name === null && hint.cartCount === 0 && hint.pincode === null;
}
