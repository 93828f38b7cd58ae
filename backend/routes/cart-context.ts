import type { Context } from "hono";
import { writeSessionCookie } from "@/backend/http/cookies";
import type { AppEnv } from "@/backend/http/env";
import type { CartWire } from "@/backend/schemas/cart";
import { createSession } from "@/backend/services/sessions";
import { findCart, ownerOf, type CartOwner } from "@/backend/services/cart/store";
import { viewCart } from "@/backend/services/cart/view";

/** The visitor's cart owner; null for a visitor without a session unless `create` starts a guest session. */
export async function cartOwner(c: Context<AppEnv>, create: boolean): Promise<CartOwner | null> {
  const websiteId = c.get("website").id;
  if (create && !c.get("user") && !c.get("session")) {
    const created = await createSession(c.get("db"), { websiteId });
    writeSessionCookie(c, created.token);
    c.set("session", created.session);
  }
  return ownerOf(websiteId, c.get("user"), c.get("session"));
}

/** The whole cart of this visitor, as every cart call answers. */
export async function answerCart(c: Context<AppEnv>, options: { paymentMethod?: string } = {}): Promise<CartWire> {
  const owner = await cartOwner(c, false);
  const db = c.get("db");
  const cart = owner ? await findCart(db, owner) : undefined;
  c.header("Cache-Control", "no-store");
  return viewCart(db, cart, {
    pincode: c.get("session")?.pincode ?? null,
    userId: c.get("user")?.id ?? null,
    now: new Date(),
    paymentMethod: options.paymentMethod,
  });
}
