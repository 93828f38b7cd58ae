import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { invalidate } from "@/backend/cache/invalidation";
import type { AppEnv } from "@/backend/http/env";
import { EVERY_OWNER_TAG, OWNER_HEADER, ownerTag } from "@/lib/cache/owner-tags.mjs";

/**
 * Writes whose effect on other visitors' private answers is not the writer's own: the console and
 * the sales agents act for others, the operator's token and the gateways' webhooks for nobody in
 * particular. After one of them, every kept private answer is dropped.
 */
const FOR_OTHERS = ["/api/console/", "/api/agent/", "/api/operator/", "/api/webhooks/"];

/** Known once the call has run: a GET that changes state says so on the way (requirePageOrigin). */
function wasWrite(c: Context<AppEnv>): boolean {
  return (c.req.method !== "GET" && c.req.method !== "HEAD") || c.get("stateChangingGet") === true;
}

function ownerOf(c: Context<AppEnv>): string | null {
  const session = c.get("session");
  return session ? ownerTag({ userId: session.user_id, sessionId: session.id }) : null;
}

/**
 * The storefront's server keeps a visitor's private reads (scripts/private-answer-cache.mjs) until
 * their owner writes. After every write this names the owners whose kept answers it may have
 * changed: the writer's, as the session was before the write and as it is after (signing in or out
 * changes it), or every owner for a write made for others. Cache changes that others make (prices,
 * stock, settings) arrive as the usual cache tags, and drop every kept private answer too.
 */
export const privateAnswerOwners = createMiddleware<AppEnv>(async (c, next) => {
  const before = ownerOf(c);
  await next();
  if (!wasWrite(c)) return;
  const forOthers = FOR_OTHERS.some((prefix) => c.req.path.startsWith(prefix)) || c.req.header("authorization") !== undefined;
  const owners = forOthers ? [EVERY_OWNER_TAG] : [before, ownerOf(c)].filter((tag) => tag !== null);
  await invalidate(owners);
});

/**
 * Marks this private answer as one the storefront's server may keep for its owner until they write.
 * Only for reads whose whole answer follows from the owner's own data and the catalogue.
 */
export function keepableForOwner(c: Context<AppEnv>): void {
  const owner = ownerOf(c);
  if (owner) c.header(OWNER_HEADER, owner);
}
