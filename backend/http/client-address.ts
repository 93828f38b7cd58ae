import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

type Env = Record<string, string | undefined>;

/**
 * TRUST_PROXY_HOPS: how many proxies in front of this server append to X-Forwarded-For (0 when
 * clients connect directly). Anything a client writes into the header sits to the left of what
 * those proxies added, so only entries counted from the right end can be believed.
 */
export function trustedProxyHops(env: Env = process.env): number {
  const hops = Number(env.TRUST_PROXY_HOPS?.trim() || "0");
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}

/** "::ffff:203.0.113.7" and "203.0.113.7" are the same client. */
function normalise(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice("::ffff:".length) : trimmed;
}

/**
 * The address chain of a request, nearest hop last. Under @hono/node-server (backend/server.ts) the
 * socket is on the request's bindings and is appended here; under the storefront's own server
 * (scripts/next-server.mjs) the socket address was already appended to X-Forwarded-For before Next
 * saw the request, so it is the header's last entry.
 */
export function addressChain(forwardedFor: string | undefined, socketAddress: string | undefined): string[] {
  const chain = (forwardedFor ?? "").split(",").map(normalise).filter(Boolean);
  if (socketAddress) chain.push(normalise(socketAddress));
  return chain;
}

/** The client: the entry `hops` places left of the nearest hop (the socket), never further left than the list goes. */
export function pickClientAddress(chain: string[], hops: number): string {
  if (chain.length === 0) return "unknown";
  return chain[Math.max(0, chain.length - 1 - hops)];
}

function socketAddress(c: Context): string | undefined {
  const bindings = c.env as { incoming?: IncomingMessage } | undefined;
  return bindings?.incoming?.socket?.remoteAddress;
}

/** The address rate limits count per client. */
export function clientAddress(c: Context, env: Env = process.env): string {
  return pickClientAddress(addressChain(c.req.header("x-forwarded-for"), socketAddress(c)), trustedProxyHops(env));
}
