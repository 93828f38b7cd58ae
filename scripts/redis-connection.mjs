// The process's connection to the Redis named by REDIS_URL, shared by Next's cache handler
// (redis-cache-handler.mjs) and the invalidation relay (cross-process-invalidation.mjs). One client
// per process, kept on globalThis: Next loads the cache handler in more than one module graph.
// Commands fail at once while the connection is down (no offline queue) and after COMMAND_TIMEOUT_MS,
// so a lost Redis makes pages slower (built per request), never stuck.
import { createClient, RESP_TYPES } from "redis";

const CONNECTION = Symbol.for("storefront.redis-connection");
const COMMAND_TIMEOUT_MS = 2000;

/** The configured Redis URL, or "" when the caches stay in each process. */
export function redisUrl() {
  return process.env.REDIS_URL?.trim() ?? "";
}

/** Retries while running; gives up on a Redis that was never reached, so start fails with the cause. */
function reconnectStrategy(retries, cause) {
  return this.connected ? Math.min(100 * 2 ** retries, 2000) : retries < 3 ? 200 : cause;
}

/** A new client for REDIS_URL (subscribers need one of their own), connected. */
export async function connectRedis(name) {
  const state = { connected: false };
  const client = createClient({
    url: redisUrl(),
    disableOfflineQueue: true,
    socket: { connectTimeout: 5000, reconnectStrategy: reconnectStrategy.bind(state) },
  });
  let reported = false;
  client.on("error", (error) => {
    // One line per outage, not one per retry.
    if (!reported) console.error(`[redis] ${name}: ${error.message}`);
    reported = true;
  });
  client.on("ready", () => {
    if (state.connected && reported) console.error(`[redis] ${name}: connected again`);
    state.connected = true;
    reported = false;
  });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Cannot reach Redis at REDIS_URL (${safeUrl()}): ${error.message}`, { cause: error });
  }
  return client;
}

/** REDIS_URL without its password, for messages. */
function safeUrl() {
  try {
    const url = new URL(redisUrl());
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "not a URL";
  }
}

/**
 * The process's shared client, connected on first use; binary replies come back as Buffers and every
 * command has a timeout.
 */
export function sharedRedis() {
  if (!globalThis[CONNECTION]) {
    const connecting = connectRedis("cache").then((client) =>
      client.withCommandOptions({ timeout: COMMAND_TIMEOUT_MS, typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer } }),
    );
    // A failed first connection is not kept: the next caller tries again.
    connecting.catch(() => {
      if (globalThis[CONNECTION] === connecting) delete globalThis[CONNECTION];
    });
    globalThis[CONNECTION] = connecting;
  }
  return globalThis[CONNECTION];
}

/** Closes the shared client, if any (a test's end; a server simply exits). */
export async function closeSharedRedis() {
  const connecting = globalThis[CONNECTION];
  delete globalThis[CONNECTION];
  if (connecting) await (await connecting.catch(() => null))?.close();
}
