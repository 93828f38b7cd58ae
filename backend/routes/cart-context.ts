import type { Context } from "hono";
import { clearGuestPincode, writeSessionCookie } from "@/backend/http/cookies";
import type { AppEnv } from "@/backend/http/env";
import type { CartRow } from "@/backend/db/schema";
import type { CartWire } from "@/backend/schemas/cart";
import { createSession } from "@/backend/services/sessions";
import { findCart, cartHolderOf, type CartHolder } from "@/backend/services/cart/store";
import { findOwnAddress } from "@/backend/services/orders/own";
import { notFound } from "@/backend/http/errors";
import { ADDRESS_MESSAGES } from "@/backend/services/account/addresses";
import { viewCart } from "@/backend/services/cart/view";
import { shopperCatalogueLanguage } from "@/backend/http/shopper-language";

/** The visitor's cart holder; null for a visitor without a session unless `create` starts a guest session. */
export async function cartHolder(c: Context<AppEnv>, create: boolean): Promise<CartHolder | null> {
  const websiteId = c.get("website").id;
  if (create && !c.get("user") && !c.get("session")) {
    const created = await createSession(c.get("db"), { websiteId, pincode: c.get("pincode") });
    writeSessionCookie(c, created.token);
    clearGuestPincode(c);
    c.set("session", created.session);
  }
  return cartHolderOf(websiteId, c.get("user"), c.get("session"));
}

/** The pincode the cart is priced for: the signed-in customer's chosen address (checkout), else the visitor's. */
async function pricingPincode(c: Context<AppEnv>, addressId: number | undefined): Promise<string | null> {
  if (addressId === undefined) return c.get("pincode");
  const user = c.get("user");
  const address = user ? await findOwnAddress(c.get("db"), { userId: user.id, websiteId: c.get("website").id }, addressId) : undefined;
  if (!address) throw notFound(ADDRESS_MESSAGES.notFound);
  return address.pincode;
}

/**
 * The visitor's cart, its goods total in paise (priced for the visitor's pincode, as coupons are
 * checked) and the coupon still applied to it.
 */
export async function cartForCoupons(c: Context<AppEnv>): Promise<{ cart: CartRow | undefined; amount: number; appliedCode: string }> {
  const db = c.get("db");
  const holder = await cartHolder(c, false);
  const cart = holder ? await findCart(db, holder) : undefined;
  const view = await viewCart(db, cart, { pincode: c.get("pincode"), userId: c.get("user")?.id ?? null, now: new Date() });
  return { cart, amount: Math.round(view.amount * 100), appliedCode: view.offercode };
}

/** The whole cart of this visitor, as every cart call answers. */
export async function answerCart(c: Context<AppEnv>, options: { paymentMethod?: string; addressId?: number } = {}): Promise<CartWire> {
  const pincode = await pricingPincode(c, options.addressId);
  const holder = await cartHolder(c, false);
  const db = c.get("db");
  const cart = holder ? await findCart(db, holder) : undefined;
  c.header("Cache-Control", "no-store");
  return viewCart(db, cart, {
    pincode,
    userId: c.get("user")?.id ?? null,
    now: new Date(),
    paymentMethod: options.paymentMethod,
    language: shopperCatalogueLanguage(c),
  });
}
