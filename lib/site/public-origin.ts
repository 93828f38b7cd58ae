/**
 * PUBLIC_ORIGIN: where the default website is published (scheme://host[:port]); without it the local
 * server, http://localhost:$PORT (scripts/next-server.mjs sets PORT to the port it listens on).
 */
export function publicOrigin(): URL {
  const configured = process.env.PUBLIC_ORIGIN?.trim();
  if (configured) {
    try {
      return new URL(configured);
    } catch {
      console.error(`PUBLIC_ORIGIN is not a URL: ${configured}`);
    }
  }
  return new URL(`http://localhost:${process.env.PORT || 3000}`);
}
