import { createHmac, timingSafeEqual } from "node:crypto";

/** A webhook body exactly as it arrived: the signature covers these bytes, not a re-serialised object. */
export type RawBody = string | Uint8Array;

const DIGEST_FORMAT = {
  hex: /^[0-9a-f]{64}$/i,
  base64: /^[A-Za-z0-9+/]{43}=$/,
} as const;

export type DigestEncoding = keyof typeof DIGEST_FORMAT;

function hmacSha256(secret: string, parts: readonly RawBody[]): Buffer {
  const hmac = createHmac("sha256", secret);
  for (const part of parts) hmac.update(part);
  return hmac.digest();
}

/**
 * Constant-time comparison of a received signature with the expected HMAC-SHA256 digest. A signature in
 * the wrong format or length is refused before comparing, since `Buffer.from` silently drops bad characters.
 */
export function signatureMatches(
  secret: string,
  parts: readonly RawBody[],
  signature: unknown,
  encoding: DigestEncoding,
): boolean {
  if (!secret || typeof signature !== "string" || !DIGEST_FORMAT[encoding].test(signature)) return false;
  const expected = hmacSha256(secret, parts);
  const received = Buffer.from(signature, encoding);
  return received.length === expected.length && timingSafeEqual(received, expected);
}
