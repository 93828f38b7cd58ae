import { timingSafeEqual } from "node:crypto";

/** Whether an Authorization header carries this bearer secret (compared in constant time). */
export function bearerMatches(authorization: string | null | undefined, expected: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? "")?.[1];
  if (!given) return false;
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}
