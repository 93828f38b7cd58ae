/** Appends the connection's address to X-Forwarded-For, as a proxy does for the hop it received. */
export function appendSocketAddress(request) {
  const socket = request.socket?.remoteAddress;
  if (!socket) return;
  const forwarded = request.headers["x-forwarded-for"];
  const list = Array.isArray(forwarded) ? forwarded.join(", ") : forwarded;
  request.headers["x-forwarded-for"] = list ? `${list}, ${socket}` : socket;
}
