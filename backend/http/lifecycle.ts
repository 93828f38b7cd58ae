/**
 * Set when the process has been asked to stop (SIGTERM): readiness turns red so load balancers stop
 * sending new requests while the ones in flight finish. On globalThis so that the server script,
 * which is plain JavaScript, can set it too.
 */
const holder = globalThis as typeof globalThis & { __storeShuttingDown?: boolean };

export const isShuttingDown = () => holder.__storeShuttingDown === true;

export function markShuttingDown() {
  holder.__storeShuttingDown = true;
}
