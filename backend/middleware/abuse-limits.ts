import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { clientAddress } from "@/backend/http/client-address";
import type { AppEnv } from "@/backend/http/env";
import { findCart, cartHolderOf } from "@/backend/services/cart/store";
import { inMinutes, recordAttempt, secondsUntilFree, waitBeforeAttempt, type RateLimit } from "@/backend/services/rate-limit";

const MINUTE_MS = 60 * 1000;

/** Coupon codes tried per cart (or session, or client before there is either). */
const COUPON_TRIES_PER_CART: RateLimit = { bucket: "coupon-try", limit: 10, windowMs: 10 * MINUTE_MS };
/** Per signed-in account, whatever cart it tries them on: a shopper with a few carts in a window. */
const COUPON_TRIES_PER_ACCOUNT: RateLimit = { bucket: "coupon-try-account", limit: 20, windowMs: 10 * MINUTE_MS };
/** Per client address, across fresh guest carts; roomier, since shoppers behind one carrier NAT share it. */
const COUPON_TRIES_PER_CLIENT: RateLimit = { bucket: "coupon-try-client", limit: 30, windowMs: 10 * MINUTE_MS };
/** Cash-on-delivery orders a customer may place in a minute; a real shopper places one. */
const PLACEMENTS_PER_MINUTE = 5;

function tooMany(c: Context, seconds: number, message: string) {
  c.header("Retry-After", String(seconds));
  c.header("Cache-Control", "no-store");
  return c.json({ message }, 429);
}

async function cartSubject(c: Context<AppEnv>): Promise<string> {
  const holder = cartHolderOf(c.get("website").id, c.get("user"), c.get("session"));
  const cart = holder ? await findCart(c.get("db"), holder) : undefined;
  if (cart) return `cart:${cart.id}`;
  const session = c.get("session");
  return session ? `session:${session.id}` : `client:${clientAddress(c)}`;
}

/** Every count a coupon try goes against: its cart, its account when signed in, its client address. */
async function couponCounts(c: Context<AppEnv>): Promise<Array<{ rule: RateLimit; subject: string }>> {
  const user = c.get("user");
  return [
    { rule: COUPON_TRIES_PER_CART, subject: await cartSubject(c) },
    ...(user ? [{ rule: COUPON_TRIES_PER_ACCOUNT, subject: `user:${user.id}` }] : []),
    { rule: COUPON_TRIES_PER_CLIENT, subject: `client:${clientAddress(c)}` },
  ];
}

/**
 * Every coupon try counts, right or wrong, so codes cannot be guessed by the thousand: not per cart
 * only, since a fresh guest cart costs nothing. The wait is the longest of the counts that are full.
 */
export const couponTryLimit = createMiddleware<AppEnv>(async (c, next) => {
  const db = c.get("db");
  const counts = await couponCounts(c);
  const now = new Date();
  const waits = await Promise.all(counts.map(({ rule, subject }) => waitBeforeAttempt(db, rule, subject, now)));
  const wait = Math.max(...waits);
  if (wait > 0) return tooMany(c, wait, `Too many coupon codes tried. Please try again in ${inMinutes(wait)}.`);
  for (const { rule, subject } of counts) await recordAttempt(db, rule, subject, now);
  await next();
});

async function paymentMethodOf(c: Context): Promise<unknown> {
  const body: unknown = await c.req.json().catch(() => null);
  return body && typeof body === "object" && "payment_method" in body ? body.payment_method : null;
}

/**
 * Cash-on-delivery orders go straight to fulfilment, so a burst of them is what costs the store; an
 * online order waits for its payment. Counted from the orders themselves, so a repeated request for
 * the same order costs nothing.
 */
export const placementLimit = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get("user");
  if (!user || (await paymentMethodOf(c)) !== "cod") return next();
  const now = new Date();
  const recent = await c
    .get("db")
    .selectFrom("orders")
    .select("created_at")
    .where("user_id", "=", user.id)
    .where("payment_method", "=", "cod")
    .where("created_at", ">", new Date(now.getTime() - MINUTE_MS).toISOString())
    .execute();
  const wait = secondsUntilFree(recent.map((order) => order.created_at), PLACEMENTS_PER_MINUTE, MINUTE_MS, now);
  if (wait > 0) {
    return tooMany(c, wait, `You have placed several orders in the last minute. Please wait ${wait} seconds before placing another.`);
  }
  await next();
});
